import type { Currency } from '@ally/sdk'

// What reading a vendor's e-mailed reply works on and gives back. The reader never decides for
// the buyer: it proposes a draft answer, and says where each figure was read so the buyer can
// check it against the e-mail (docs/product-rules.md, "Replies by e-mail").

/** The RFQ a reply answers, as far as reading it needs. */
export interface ReplyRfq {
  /** The RFQ's reference, as in its e-mail's subject: `TA-12`. */
  taId: string
  /** The round's currency: what a price without a currency sign is taken to be in. */
  currency: Currency
  lines: readonly ReplyRfqLine[]
}

export interface ReplyRfqLine {
  id: string
  description: string
  quantity: number
  unit: string
}

/** Where a figure was read: the part of the mail, and the row of text it came from. */
export interface FigureSource {
  /** `body`, or the attachment's file name. */
  part: string
  /** 1-based row within the part (for a PDF, counted across its pages). */
  row: number
  /** The row as read, trimmed and shortened, for the buyer to recognise. */
  text: string
}

export interface ReadFigure<T> {
  value: T
  source: FigureSource
}

/** A reply, read: every figure it could find, each with its source; null where none was found. */
export interface ReplyReading {
  /** Unit prices by RFQ line id; a line the reply does not price is left out. */
  unitPrices: Record<string, ReadFigure<number>>
  currency: ReadFigure<Currency> | null
  leadTimeDays: ReadFigure<number> | null
  /** `YYYY-MM-DD`: a date given, or the mail's date plus a validity period given. */
  validUntil: ReadFigure<string> | null
  shippingCost: ReadFigure<number> | null
  /** True when at least one line was priced; a reply with nothing to read says why in `problems`. */
  readable: boolean
  /** What the buyer should look at: lines not priced, attachments refused or unreadable. */
  problems: string[]
}
