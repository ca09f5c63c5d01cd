import { type ReactNode, StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'

export function render(element: HTMLElement, app: ReactNode) {
  // A transition lets React render the first screen in slices that yield to the browser, instead
  // of one long task that blocks input while the app starts (docs/performance.md).
  startTransition(() => {
    createRoot(element).render(<StrictMode>{app}</StrictMode>)
  })
}
