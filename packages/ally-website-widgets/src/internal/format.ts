import { LOCALE } from '@ally/sdk/website-basics'

/** Only http(s) links are followed or shown, never `javascript:` or `data:`. */
export function isWebUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url)
}

const dates = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric' })

/** `2026-01-05T12:00:00Z` → `'Jan 5, 2026'` (the reader's time zone); nothing for a bad date. */
export function formatDay(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined
  const time = Date.parse(iso)
  return Number.isNaN(time) ? undefined : dates.format(time)
}

/** The placeholder's letter when a deal has no picture: its vendor's (or its own) initial. */
export function initialOf(...names: (string | null | undefined)[]): string {
  for (const name of names) {
    const letter = name?.trim().match(/[\p{L}\p{N}]/u)?.[0]
    if (letter) return letter.toUpperCase()
  }
  return '?'
}
