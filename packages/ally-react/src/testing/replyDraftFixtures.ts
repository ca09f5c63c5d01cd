import type { ReplyDraft } from '@ally/sdk'

// Draft answers read from vendors' e-mailed replies, as listReplyDrafts gives them, for the round
// of orderFixtures' roundRfqsFixture (its Quietparts RFQ has not been answered from its link).

/** Quietparts' reply, read: its one line priced in the body, terms too, a PDF kept. */
export function replyDraftFixture(changes: Partial<ReplyDraft> = {}): ReplyDraft {
  return {
    id: 'draft-quiet',
    rfqId: 'rfq-quiet',
    quoteId: 'quote-1',
    taId: 'TA-0001',
    vendor: { id: 'quiet', name: 'Quietparts', email: 'hello@quietparts.test' },
    from: 'hello@quietparts.test',
    subject: 'Re: RFQ TA-0001: Steel bolts',
    receivedAt: '2026-01-08T09:30:00.000Z',
    matchedBy: 'thread',
    status: 'draft',
    readable: true,
    problems: [],
    currency: { value: 'usd', from: { part: 'body', row: 3, text: 'Steel pipe 2": $0.95 each' } },
    leadTimeDays: { value: 7, from: { part: 'body', row: 4, text: 'Delivery in 7 days.' } },
    validUntil: {
      value: '2099-02-07',
      from: { part: 'body', row: 5, text: 'Prices valid for 30 days.' },
    },
    shippingCost: null,
    lines: [
      {
        lineId: 'line-1',
        unitPrice: 0.95,
        from: { part: 'body', row: 3, text: 'Steel pipe 2": $0.95 each' },
      },
    ],
    text: 'Hello,\n\nOur prices:\nSteel pipe 2": $0.95 each\nDelivery in 7 days.\nPrices valid for 30 days.\n\nQuietparts',
    attachments: [
      {
        id: 'file-quote',
        name: 'quietparts-quote.pdf',
        mimeType: 'application/pdf',
        size: 48_000,
        url: '/api/v1/files/file-quote/quietparts-quote.pdf?sig=x',
      },
    ],
    quoteResponseId: null,
    ...changes,
  }
}

/** A reply with nothing to read: the buyer types the figures or dismisses it. */
export const unreadReplyDraftFixture = (): ReplyDraft =>
  replyDraftFixture({
    id: 'draft-unread',
    readable: false,
    problems: [
      'No prices could be read from this reply; open the e-mail to answer for the vendor.',
    ],
    currency: null,
    leadTimeDays: null,
    validUntil: null,
    lines: [],
    text: 'Thanks, we will send our prices on Monday.',
    attachments: [],
  })
