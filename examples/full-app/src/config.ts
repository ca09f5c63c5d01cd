/**
 * The public client configuration: the server injects it into the page it serves, as JSON in
 * `<script type="application/json" id="ally-config">`; a separately hosted build takes it from its
 * build variables. The access key is a publishable key, not a secret
 * (docs/architecture.md#session-storage).
 */
export interface AppConfig {
  accessKey: string
  apiBaseUrl: string
}

/** The element the server fills (packages/ally-server/src/spa/inject-client-config.ts). */
export const CONFIG_ELEMENT_ID = 'ally-config'

/**
 * The configuration the page carries, if any. A JSON data block rather than a script that sets a
 * global: the browser never runs it, so the Content-Security-Policy needs no inline script.
 */
function injectedConfig(page: Pick<Document, 'getElementById'> | undefined) {
  const json = page?.getElementById(CONFIG_ELEMENT_ID)?.textContent
  return json ? (JSON.parse(json) as Partial<AppConfig>) : undefined
}

export function readConfig(
  page: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): AppConfig {
  const injected = injectedConfig(page)
  return {
    accessKey: injected?.accessKey ?? import.meta.env.VITE_ALLY_ACCESS_KEY ?? '',
    apiBaseUrl: injected?.apiBaseUrl ?? import.meta.env.VITE_ALLY_API_URL ?? '',
  }
}
