import { CHUNK_LOAD_TIMEOUT_MS } from '@ally/sdk'
import { type ComponentType, lazy } from 'react'

/**
 * A page loaded on first visit. A chunk that has not arrived within the page-load time-out
 * (docs/product-rules.md, Constants) fails, so the error boundary can offer a reload instead of
 * a spinner that never ends.
 */
// Pages take no props: the router hands them nothing, they read what they need from hooks.
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    Promise.race([
      load(),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error('The page took too long to load.')),
          CHUNK_LOAD_TIMEOUT_MS,
        ),
      ),
    ]),
  )
}
