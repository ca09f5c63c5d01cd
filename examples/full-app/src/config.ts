/**
 * The public client configuration: the server injects it into the page it serves
 * (`window.__ALLY_CONFIG__`); a separately hosted build takes it from its build variables.
 * The access key is a publishable key, not a secret (docs/architecture.md#session-storage).
 */
export interface AppConfig {
  accessKey: string
  apiBaseUrl: string
}

declare global {
  interface Window {
    __ALLY_CONFIG__?: Partial<AppConfig>
  }
}

export function readConfig(): AppConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__ALLY_CONFIG__
  return {
    accessKey: injected?.accessKey ?? import.meta.env.VITE_ALLY_ACCESS_KEY ?? '',
    apiBaseUrl: injected?.apiBaseUrl ?? import.meta.env.VITE_ALLY_API_URL ?? '',
  }
}
