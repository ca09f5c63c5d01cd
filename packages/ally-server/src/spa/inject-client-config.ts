/** What the browser app reads from the page's `#ally-config` element when the server serves it. */
export interface ClientConfig {
  /** The public access key: publishable, never a secret (docs/architecture.md). */
  accessKey: string
  /** Empty: the API is on the page's own origin. */
  apiBaseUrl: string
}

// `<`, `>` and `&` could close the script element or open a comment inside it; U+2028/2029 end a
// line in older JavaScript parsers. Escaped as \uXXXX they mean the same to JSON.parse and to JS.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g

/** `value` as JSON (and a JavaScript literal) that is safe inside a `<script>` element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** The id the full app looks the configuration up by (examples/full-app/src/config.ts). */
export const CLIENT_CONFIG_ELEMENT_ID = 'ally-config'

/**
 * The element that hands the page its configuration: a JSON data block, which the browser parses
 * but never runs, so the page's Content-Security-Policy can refuse every inline script.
 */
export const clientConfigElement = (config: ClientConfig) =>
  `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`

/**
 * Puts the configuration before the first `<script` of `<head>`, so it is in the document before
 * any of the app's scripts looks for it; before `</head>` when the head has no script.
 *
 * @example
 * injectClientConfig('<head><script type="module" src="/assets/app.js"></script></head>', {
 *   accessKey: 'pk_live_x',
 *   apiBaseUrl: '',
 * })
 * // '<head><script type="application/json" id="ally-config">{…}</script><script type="module" …'
 */
export function injectClientConfig(html: string, config: ClientConfig): string {
  const script = clientConfigElement(config)
  const headEnd = html.search(/<\/head\s*>/i)
  const firstScript = html.search(/<script\b/i)
  let at: number
  if (firstScript !== -1 && (headEnd === -1 || firstScript < headEnd)) at = firstScript
  else if (headEnd !== -1) at = headEnd
  else {
    // No head at all: after the doctype, since anything before it would put the page in quirks mode.
    const doctype = /^\s*<!doctype[^>]*>/i.exec(html)
    at = doctype ? doctype[0].length : 0
  }
  return `${html.slice(0, at)}${script}${html.slice(at)}`
}
