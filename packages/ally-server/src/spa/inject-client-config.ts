/** What the browser app reads from `window.__ALLY_CONFIG__` when the server serves it. */
export interface ClientConfig {
  /** The public access key: publishable, never a secret (docs/architecture.md). */
  accessKey: string
  /** Empty: the API is on the page's own origin. */
  apiBaseUrl: string
}

// `<`, `>` and `&` could close the script element or open a comment inside it; U+2028/2029 end a
// line in older JavaScript parsers. Escaped as \uXXXX they mean the same to JSON.parse and to JS.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g

/** `value` as a JavaScript literal that is safe inside an inline `<script>` element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** The inline script that hands the page its configuration. */
export const clientConfigScript = (config: ClientConfig) =>
  `<script>window.__ALLY_CONFIG__=${scriptSafeJson(config)}</script>`

/**
 * Puts the configuration script before the first `<script` of `<head>`, so the app's own scripts
 * (module scripts included) find it already set; before `</head>` when the head has no script.
 *
 * @example
 * injectClientConfig('<head><script type="module" src="/assets/app.js"></script></head>', {
 *   accessKey: 'pk_live_x',
 *   apiBaseUrl: '',
 * })
 * // '<head><script>window.__ALLY_CONFIG__={…}</script><script type="module" …'
 */
export function injectClientConfig(html: string, config: ClientConfig): string {
  const script = clientConfigScript(config)
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
