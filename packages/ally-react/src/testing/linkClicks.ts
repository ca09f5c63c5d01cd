import { fireEvent } from '@testing-library/react'

/**
 * Clicks `link` (with modifier keys or another button, if given) and tells whether the app
 * cancelled the click, i.e. took the navigation over, instead of leaving it to the browser (a new
 * tab for Ctrl/Cmd-click, a new window for Shift-click). Read on the app's root after React's own
 * handler, which then cancels it anyway so that jsdom does not try to load another document.
 *
 * @example
 * expect(isClickCancelled(view.container, link, { ctrlKey: true })).toBe(false)
 */
export function isClickCancelled(
  root: HTMLElement,
  link: Element,
  init: MouseEventInit = {},
  type: 'click' | 'auxclick' = 'click',
): boolean {
  let cancelled = false
  // React listens on the root it renders into; a listener added later on it runs after React's.
  const read = (event: Event) => {
    cancelled = event.defaultPrevented
    event.preventDefault()
  }
  root.addEventListener(type, read)
  try {
    fireEvent(
      link,
      new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, detail: 1, ...init }),
    )
  } finally {
    root.removeEventListener(type, read)
  }
  return cancelled
}
