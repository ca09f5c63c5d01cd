import { ROUTES } from '@ally/sdk'

/** What a buyer's record page says while its record loads, and when it cannot be shown. */
export interface RecordPageWords {
  loadingLabel: string
  failedTitle: string
  notFoundTitle: string
  notFoundText: string
  backTo: string
  backLabel: string
}

/** The words of a page showing one `noun`, which leads back to the list at `list`. */
function recordPage(
  noun: string,
  list: { to: string; name: string },
  notFoundText = `This ${noun} does not exist or belongs to another business.`,
): RecordPageWords {
  return {
    loadingLabel: `Loading ${noun}`,
    failedTitle: `Could not load this ${noun}`,
    notFoundTitle: `${noun[0]?.toUpperCase()}${noun.slice(1)} not found`,
    notFoundText,
    backTo: list.to,
    backLabel: `Back to ${list.name}`,
  }
}

const QUOTES = { to: ROUTES.quotes, name: 'quotes' }
const quote = recordPage('quote', QUOTES)

/** Each buyer record page's words, for DetailPage (`<DetailPage {...RECORD_PAGES.order} …>`). */
export const RECORD_PAGES = {
  order: recordPage('order', QUOTES),
  quote,
  /** A round's answers side by side. */
  quoteAnswers: {
    ...quote,
    loadingLabel: 'Loading answers',
    failedTitle: 'Could not load the answers',
  },
  /** One vendor's answer in a round. */
  quoteAnswer: {
    ...quote,
    loadingLabel: 'Loading the answer',
    failedTitle: 'Could not load this answer',
  },
  rfq: recordPage(
    'RFQ',
    { to: ROUTES.rfqs, name: 'RFQs' },
    'This RFQ does not exist, was deleted, or belongs to another business.',
  ),
  purchaseOrder: recordPage('purchase order', {
    to: ROUTES.purchaseOrders,
    name: 'purchase orders',
  }),
  shipment: recordPage('shipment', { to: ROUTES.shipments, name: 'shipments' }),
  workflow: recordPage(
    'workflow',
    { to: ROUTES.workflows, name: 'workflows' },
    'This workflow does not exist, was deleted, or belongs to another business.',
  ),
} satisfies Record<string, RecordPageWords>
