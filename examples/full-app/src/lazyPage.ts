import { CHUNK_LOAD_TIMEOUT_MS } from '@ally/sdk'
import { type ComponentType, createElement, lazy, useState } from 'react'

/** A page whose code loads on first visit; `preload()` fetches it ahead of the first render. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> }

/**
 * A page loaded on first visit. A chunk that has not arrived within the page-load time-out
 * (docs/product-rules.md, Constants) fails, so the error boundary can offer a reload instead of
 * a spinner that never ends.
 *
 * A page whose code is already in (preloaded for the first render by main.tsx, or visited
 * before) renders at once. Through React.lazy it would suspend even then, and React holds a
 * Suspense spinner on screen for at least 300 ms once it has shown it (docs/performance.md).
 */
// Pages take no props: the router hands them nothing, they read what they need from hooks.
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined
  let loading: Promise<{ default: ComponentType }> | undefined
  const loadOnce = () => {
    loading ??= Promise.race([
      load(),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error('The page took too long to load.')),
          CHUNK_LOAD_TIMEOUT_MS,
        ),
      ),
    ]).then((module) => {
      loaded = module.default
      return module
    })
    return loading
  }
  const Lazy = lazy(loadOnce)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module scope, like React.lazy's own components, so each page is one stable component type.
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the page would mount it again.
    const [Ready] = useState(() => loaded)
    return createElement(Ready ?? Lazy)
  }
  return Object.assign(Page, { preload: loadOnce })
}
