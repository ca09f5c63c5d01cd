import { useEffect } from 'react'

// Apart from PageHeader on purpose: an app that only names its tabs (the full app's route titles,
// loaded on every page) must not pull the breadcrumbs' collection code into its first load.

/** What follows a page's name in the browser tab. */
export const DOCUMENT_TITLE_SUFFIX = 'Ally'

/** A browser tab title: `formatDocumentTitle('Vendor list')` → `'Vendor list · Ally'`. */
export const formatDocumentTitle = (page: string): string => `${page} · ${DOCUMENT_TITLE_SUFFIX}`

/**
 * Sets the browser tab's title to `page · Ally` while the calling component shows; `null` leaves
 * the title alone (an app that names its tabs itself).
 *
 * @example
 * useDocumentTitle('Vendor list') // "Vendor list · Ally"
 */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    if (page !== null && typeof document !== 'undefined') document.title = formatDocumentTitle(page)
  }, [page])
}
