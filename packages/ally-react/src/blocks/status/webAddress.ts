/** A tracking link someone typed: only a web address becomes a link, never `javascript:`. */
export const isWebAddress = (url: string | null): url is string =>
  url !== null && /^https?:\/\//i.test(url)
