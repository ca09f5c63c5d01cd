/** The paths one page of the app opens on, and the files its page module needs. */
export interface RoutePreload {
  pattern: RegExp
  files: string[]
}

/**
 * The full app's build lists, in its index.html, the page chunk (and CSS) each path opens with
 * (examples/full-app/vite.config.ts): `[pattern, flags, files][]` as JSON in this element.
 */
export const ROUTE_PRELOADS_ELEMENT_ID = 'ally-route-preloads'

const LIST = new RegExp(
  `<script type="application/json" id="${ROUTE_PRELOADS_ELEMENT_ID}">([^<]*)</script>\\s*`,
  'i',
)
/** A built file's path below the app's folder: nothing to escape in an attribute, no `..`. */
const FILE = /^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/

export interface PageWithPreloads {
  /** The page without the list. */
  html: string
  /** Where the list was: the preload links of the path served go there. */
  at: number
  routes: RoutePreload[]
}

function parse(json: string): RoutePreload[] {
  try {
    const table: unknown = JSON.parse(json)
    if (!Array.isArray(table)) return []
    return table.flatMap((row) => {
      if (!Array.isArray(row)) return []
      const [source, flags, files] = row as unknown[]
      if (typeof source !== 'string' || typeof flags !== 'string' || !Array.isArray(files))
        return []
      const valid = files.filter(
        (file): file is string => typeof file === 'string' && FILE.test(file),
      )
      // Without g or y: a RegExp that keeps state would match every other request only.
      return [{ pattern: new RegExp(source, flags.replace(/[gy]/g, '')), files: valid }]
    })
  } catch {
    // Only hints: a page whose list cannot be read still works, one round trip slower.
    return []
  }
}

/** Takes the route list out of a page, so that no browser downloads it. */
export function takeRoutePreloads(html: string): PageWithPreloads {
  const match = LIST.exec(html)
  if (!match) return { html, at: html.length, routes: [] }
  return {
    html: html.slice(0, match.index) + html.slice(match.index + match[0].length),
    at: match.index,
    routes: parse(match[1] ?? ''),
  }
}

/**
 * Links that start fetching `files` while the page loads: module chunks as `modulepreload`,
 * stylesheets as `preload` (the app's loader adds them as stylesheets when the page needs them,
 * in CORS mode, hence `crossorigin`; a stylesheet link here would hold up the first paint).
 *
 * @example
 * preloadLinks(['assets/LoginPage-abc.js', 'assets/LoginPage-abc.css'])
 * // '<link rel="modulepreload" crossorigin href="/assets/LoginPage-abc.js">' +
 * // '<link rel="preload" as="style" crossorigin href="/assets/LoginPage-abc.css">'
 */
export const preloadLinks = (files: string[]) =>
  files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('')
