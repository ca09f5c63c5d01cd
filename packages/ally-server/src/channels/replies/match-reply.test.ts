import { describe, expect, it } from 'vitest'
import { rfqThread, threadMessageId } from '../../services/mail-threads'
import { matchReply, type RfqToMatch } from './match-reply'

const rfqs: RfqToMatch[] = [
  { id: 'rfq-bolts-obi', taId: 'TA-12', vendorEmail: 'sales@obi.ng', open: true },
  { id: 'rfq-bolts-eze', taId: 'TA-12', vendorEmail: 'ada@eze.ng', open: true },
  { id: 'rfq-gloves-obi', taId: 'TA-14', vendorEmail: 'sales@obi.ng', open: false },
]
const mail = (from: string, subject: string, thread: string[] = []) => ({
  from,
  subject,
  inReplyTo: thread.at(-1) ?? null,
  references: thread,
})

describe('matchReply', () => {
  it('follows the thread first, even from another address at the vendor', () => {
    const id = threadMessageId(rfqThread('rfq-bolts-eze'), 'hello@ally.test')
    expect(matchReply(mail('chidi@eze.ng', 'Re: our prices', [id]), rfqs)).toEqual({
      rfqId: 'rfq-bolts-eze',
      by: 'thread',
      fromVendor: false,
    })
  })

  it('never follows a thread to an RFQ that is not the business’s', () => {
    const id = threadMessageId(rfqThread('someone-elses-rfq'), 'hello@ally.test')
    expect(matchReply(mail('x@y.example', 'Re: prices', [id]), rfqs)).toBeNull()
  })

  it('takes the TA reference from the RFQ’s vendor, and only from it', () => {
    expect(
      matchReply(mail('SALES@obi.ng', 'RE: RFQ TA-12: Bolts — Lekki Foods', []), rfqs),
    ).toEqual({
      rfqId: 'rfq-bolts-obi',
      by: 'reference',
      fromVendor: true,
    })
    expect(matchReply(mail('stranger@else.ng', 'Re: TA-12', []), rfqs)).toBeNull()
  })

  it('takes the sender’s one open RFQ when the mail names none, and nothing when it names another', () => {
    expect(matchReply(mail('sales@obi.ng', 'Prices', []), rfqs)).toMatchObject({
      rfqId: 'rfq-bolts-obi',
      by: 'sender',
    })
    expect(matchReply(mail('sales@obi.ng', 'About TA-99', []), rfqs)).toBeNull()
  })
})
