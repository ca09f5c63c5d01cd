/** The part of the Web Storage API a session needs; inject your own for SSR, tests or native. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * A storage that lives in memory: for SSR, tests and environments without Web Storage.
 *
 * @example
 * const client = createAllyClient({ baseUrl, accessKey, storage: createMemoryStorage() })
 */
export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}

/**
 * `window.localStorage` or `window.sessionStorage` when there is a window and the browser lets us
 * use it (private modes and sandboxed frames may throw), else undefined. Read lazily: importing
 * the SDK touches no browser global.
 */
export function getBrowserStorage(
  kind: 'localStorage' | 'sessionStorage',
): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window[kind] ?? undefined)
  } catch {
    return undefined
  }
}
