import { randomBytes } from 'node:crypto'
import type { AllyClient, ReplyDraft, Rfq } from '@ally/sdk'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { secretBox } from '../src/channels/secret-box'
import { syncAllChannels } from '../src/channels/sync'
import { type Dovecot, dovecotInstalled, startDovecot } from './dovecot'
import { expectApiError, type Harness, startHarness } from './harness'

// Issue #33: a vendor answers an RFQ by e-mail, to the buyer's connected mailbox (a real
// Dovecot); the next sync ties the reply to its RFQ, reads it into a draft answer, and the buyer
// confirms it (it counts as the vendor's answer from its link) or dismisses it. A reply with
// nothing to read says so; later syncs draft only new replies.

const BUYER = 'Buyer <buyer@obi.example>'

const missing = !dovecotInstalled()
if (missing && process.env.CI) throw new Error('CI needs Dovecot: apt-get install dovecot-imapd')

interface Reply {
  from: string
  subject: string
  text: string
  inReplyTo?: string
  attachments?: { filename: string; contentType: string; content: Buffer }[]
}

let n = 0
const compose = (reply: Reply): Promise<Buffer> =>
  new MailComposer({
    ...reply,
    to: BUYER,
    date: new Date(),
    messageId: `<r${++n}.${randomBytes(4).toString('hex')}@vendor.example>`,
    references: reply.inReplyTo ? [reply.inReplyTo] : undefined,
  })
    .compile()
    .build()

describe.skipIf(missing)('draft answers from vendors’ e-mailed replies', () => {
  let dovecot: Dovecot
  let h: Harness
  const channelKey = randomBytes(32)

  beforeAll(async () => {
    dovecot = await startDovecot()
    h = await startHarness('embedded', { channelKey })
  })
  afterAll(async () => {
    await h?.close()
    await dovecot?.stop()
  })

  const sync = () =>
    syncAllChannels({
      db: h.context.db,
      files: h.context.files,
      box: secretBox(channelKey),
      now: () => new Date(),
    })

  it('drafts each reply beside its RFQ; the buyer confirms one, dismisses another', async () => {
    const owner = await h.signedUpOwner('replies')
    const api: AllyClient = owner.browser
    const { data: invited } = await api.vendors.inviteVendors({
      body: {
        vendors: [
          { name: 'Boltco', email: 'sales@boltco.example' },
          { name: 'Eventco', email: 'quotes@eventco.example' },
        ],
      },
    })
    const vendorIds = invited.invited.map((vendor) => vendor.id)
    const { data: order } = await api.orders.createOrder({
      body: {
        title: 'Bolts and washers',
        currency: 'usd',
        lines: [
          { description: 'M8 hex bolt', quantity: 500, unit: 'pcs' },
          { description: 'Flat washer', quantity: 200, unit: 'pcs' },
        ],
      },
    })
    const { data: sent } = await api.quotes.sendRfqs({
      body: {
        orderId: order.id,
        vendorIds,
        deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      },
    })
    const rfqOf = (email: string) => sent.rfqs.find((rfq) => rfq.vendor.email === email) as Rfq
    const [bolt, washer] = order.lines

    // Boltco answers in the RFQ's thread, with prices in the body.
    await dovecot.deliver(
      await compose({
        from: 'Boltco Sales <sales@boltco.example>',
        subject: `Re: RFQ ${order.taId}: Bolts and washers`,
        inReplyTo: `<rfq.${rfqOf('sales@boltco.example').id}.0123456789ab@ally.example>`,
        text: [
          'Hello,',
          '',
          'M8 hex bolt: $0.45 per piece',
          'Flat washer: $0.08 per piece',
          'Delivery within 6 days. Prices valid for 30 days.',
          'Shipping: $25.00',
          '',
          'Regards, Boltco',
        ].join('\n'),
      }),
    )
    // Eventco writes with the reference in the subject, and nothing to read yet.
    await dovecot.deliver(
      await compose({
        from: 'Eventco <quotes@eventco.example>',
        subject: `Re: RFQ ${order.taId}`,
        text: 'Thanks, we will send our prices on Monday.',
      }),
    )
    // A colleague's mail in the thread is no answer, nor is someone else's mail.
    await dovecot.deliver(
      await compose({
        from: `Ada <${owner.email}>`,
        subject: `Re: RFQ ${order.taId}: Bolts and washers`,
        inReplyTo: `<rfq.${rfqOf('sales@boltco.example').id}.0123456789ab@ally.example>`,
        text: 'Boltco says M8 hex bolt: $0.40 per piece, can we do better?',
      }),
    )
    await dovecot.deliver(
      await compose({ from: 'News <news@letters.example>', subject: 'Our news', text: 'Hello.' }),
    )

    await api.channels.connectImap({
      body: {
        account: dovecot.user,
        host: dovecot.host,
        port: dovecot.port,
        password: dovecot.password,
      },
    })
    await h.context.background.idle()

    const { data: drafts } = await api.channels.listReplyDrafts({
      query: { quoteId: sent.quote.id },
    })
    expect(drafts.items).toHaveLength(2)
    const of = (email: string) =>
      drafts.items.find((draft) => draft.vendor.email === email) as ReplyDraft
    const boltco = of('sales@boltco.example')
    expect(boltco).toMatchObject({
      rfqId: rfqOf('sales@boltco.example').id,
      taId: order.taId,
      matchedBy: 'thread',
      status: 'draft',
      readable: true,
      problems: [],
      currency: { value: 'usd' },
      leadTimeDays: { value: 6, from: { part: 'body', row: 5 } },
      shippingCost: { value: 25, from: { part: 'body', row: 6 } },
      quoteResponseId: null,
    })
    expect(boltco.lines).toEqual([
      {
        lineId: bolt?.id,
        unitPrice: 0.45,
        from: { part: 'body', row: 3, text: 'M8 hex bolt: $0.45 per piece' },
      },
      {
        lineId: washer?.id,
        unitPrice: 0.08,
        from: { part: 'body', row: 4, text: 'Flat washer: $0.08 per piece' },
      },
    ])
    expect(boltco.text).toContain('Regards, Boltco')
    const eventco = of('quotes@eventco.example')
    expect(eventco).toMatchObject({ matchedBy: 'reference', readable: false, lines: [] })
    expect(eventco.problems[0]).toMatch(/No prices could be read/)

    // The buyer is told of each, with the round's page to decide it on.
    const told = async () =>
      (await api.notifications.listNotifications({ query: {} })).data.items.filter(
        (item) => item.kind === 'reply_drafted',
      )
    expect((await told()).map(({ title, link }) => [title, link]).sort()).toEqual([
      [`Boltco answered by e-mail: Bolts and washers`, `/dashboard/quotes/${sent.quote.id}`],
      [`Eventco answered by e-mail: Bolts and washers`, `/dashboard/quotes/${sent.quote.id}`],
    ])

    // Another business sees none of them and cannot decide them.
    const stranger = await h.signedUpOwner('stranger')
    expect((await stranger.browser.channels.listReplyDrafts({ query: {} })).data.items).toEqual([])
    const answer = {
      currency: 'usd' as const,
      lines: boltco.lines.map(({ lineId, unitPrice }) => ({ lineId, unitPrice })),
      leadTimeDays: 6,
      validUntil: boltco.validUntil?.value ?? '',
      shippingCost: 25,
    }
    const theirs = await expectApiError(
      stranger.browser.channels.confirmReplyDraft({ params: { id: boltco.id }, body: answer }),
    )
    expect(theirs.status).toBe(404)

    // Confirmed with one price corrected: it is Boltco's answer, as from its link.
    const corrected = {
      ...answer,
      lines: [{ ...answer.lines[0], unitPrice: 0.44 }, answer.lines[1]],
    }
    const { data: response, message } = await api.channels.confirmReplyDraft({
      params: { id: boltco.id },
      body: corrected as typeof answer,
    })
    expect(message).toBe('Answer saved from the e-mail')
    expect(response).toMatchObject({ revision: 1, total: 0.44 * 500 + 0.08 * 200 + 25 })
    const { data: rfq } = await api.quotes.getRfq({
      query: { rfqId: rfqOf('sales@boltco.example').id },
    })
    expect(rfq.rfq.status).toBe('responded')
    const again = await expectApiError(
      api.channels.confirmReplyDraft({ params: { id: boltco.id }, body: answer }),
    )
    expect(again.status).toBe(409)

    const { data: dismissed } = await api.channels.dismissReplyDraft({
      params: { id: eventco.id },
    })
    expect(dismissed.status).toBe('dismissed')
    const { data: waiting } = await api.channels.listReplyDrafts({
      query: { quoteId: sent.quote.id, status: 'draft' },
    })
    expect(waiting.items).toEqual([])
    // Decided, they are no longer news.
    expect(await told()).toEqual([])
    const { data: confirmed } = await api.channels.listReplyDrafts({
      query: { rfqId: boltco.rfqId },
    })
    expect(confirmed.items[0]).toMatchObject({ status: 'confirmed', quoteResponseId: response.id })

    // A later reply with its prices in a CSV file: drafted by the next sync, alone, with the file
    // kept; confirmed, the answer carries it.
    await dovecot.deliver(
      await compose({
        from: 'Eventco <quotes@eventco.example>',
        subject: `Re: RFQ ${order.taId}`,
        text: 'Our prices are attached. Delivery 10 days, valid 14 days.',
        attachments: [
          {
            filename: 'eventco-prices.csv',
            contentType: 'text/csv',
            content: Buffer.from(
              'Description,Quantity,Unit price\nM8 hex bolt,500,0.41\nFlat washer,200,0.09\n',
            ),
          },
        ],
      }),
    )
    await sync()
    const { data: later } = await api.channels.listReplyDrafts({
      query: { quoteId: sent.quote.id, status: 'draft' },
    })
    expect(later.items).toHaveLength(1)
    const csv = later.items[0] as ReplyDraft
    expect(csv.lines.map((line) => [line.unitPrice, line.from.part])).toEqual([
      [0.41, 'eventco-prices.csv'],
      [0.09, 'eventco-prices.csv'],
    ])
    expect(csv.attachments.map((file) => [file.name, file.mimeType])).toEqual([
      ['eventco-prices.csv', 'text/csv'],
    ])
    const { data: withFile } = await api.channels.confirmReplyDraft({
      params: { id: csv.id },
      body: {
        currency: 'usd',
        lines: csv.lines.map(({ lineId, unitPrice }) => ({ lineId, unitPrice })),
        leadTimeDays: csv.leadTimeDays?.value ?? 10,
        validUntil: csv.validUntil?.value ?? '',
      },
    })
    expect(withFile.attachments.map((file) => file.name)).toEqual(['eventco-prices.csv'])
    // Read again, nothing is drafted twice.
    await sync()
    expect(
      (await api.channels.listReplyDrafts({ query: { quoteId: sent.quote.id } })).data.items,
    ).toHaveLength(3)
  })
})
