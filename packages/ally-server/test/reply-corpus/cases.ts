import type { Currency } from '@ally/sdk'
import type { ReplyRfq } from '../../src/channels/replies/reply-types'
import { BODY_TABLE_CASES } from './body-tables'
import { FREE_TEXT_CASES } from './free-text'
import { HTML_CASES } from './html-mails'
import { NOTHING_CASES } from './nothing'
import { OTHER_CURRENCY_CASES } from './other-currency'
import { PDF_CASES } from './pdf-quotes'
import { SPREADSHEET_CASES } from './spreadsheets'

// Vendors' e-mailed replies to RFQs, each with what a careful person reads from it: the corpus a
// reply reader's accuracy is measured against. The mails are written the way vendors write
// them (quoted RFQs, signatures full of numbers, totals beside unit prices); every figure in
// `expected` is stated in the mail itself, outside what it quotes.

export type ReplyKind =
  | 'body-table'
  | 'free-text'
  | 'pdf'
  | 'xlsx'
  | 'csv'
  | 'html'
  | 'other-currency'
  | 'nothing'

export interface ReplyCase {
  name: string
  kind: ReplyKind
  rfq: ReplyRfq
  /** The whole message, RFC 822 bytes, as a mailbox would hand it over. */
  raw: () => Promise<Buffer>
  expected: {
    /** By RFQ line id; lines the vendor did not price are left out. */
    unitPrices: Record<string, number>
    /** Null if the mail does not say and has no prices. */
    currency: Currency | null
    /** Weeks count as 7 days; null if not stated. */
    leadTimeDays: number | null
    /** `YYYY-MM-DD`; "valid for 30 days" counts from the mail's Date header. */
    validUntil: string | null
    /** 0 when the mail says shipping is free or included; null if not stated. */
    shippingCost: number | null
    /** False only when nothing can be priced. */
    readable: boolean
  }
}

export const REPLY_CASES: readonly ReplyCase[] = [
  ...BODY_TABLE_CASES,
  ...FREE_TEXT_CASES,
  ...HTML_CASES,
  ...PDF_CASES,
  ...SPREADSHEET_CASES,
  ...OTHER_CURRENCY_CASES,
  ...NOTHING_CASES,
]
