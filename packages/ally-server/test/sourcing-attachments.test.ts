import type { FileRef, OrderInput, QuoteResponseInput, Rfq } from '@ally/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCEPTED_SAMPLES, pathOf } from './file-fixtures'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail } from './harness'

// Issue "Sourcing, part 1", attachments: the buyer attaches files to an order's lines (drawings,
// datasheets) and every vendor asked sees them; a vendor attaches files to its answer, from the
// e-mailed link without an account or from its portal, and the buyer sees each revision's files.
// A file is attached only by whoever uploaded it (docs/product-rules.md#files).

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()
const [PDF, PNG] = ACCEPTED_SAMPLES

describe.each(ENGINES)('attachments on lines and answers on %s', (engine) => {
  let h: Harness
  type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>
  let buyer: Buyer
  let stranger: Buyer
  let vendorId = ''
  let vendorEmail = ''

  const upload = (who: Buyer, sample: (typeof ACCEPTED_SAMPLES)[number]) =>
    who.browser.files
      .uploadFile({ query: { name: sample.name }, body: new Blob([new Uint8Array(sample.bytes)]) })
      .then((result) => result.data)

  const order = (attachmentIds: string[]): OrderInput => ({
    title: 'Pump housings',
    lines: [
      { description: 'Housing, cast', quantity: 6, unit: 'pcs', attachmentIds },
      { description: 'Gasket set', quantity: 6, unit: 'sets' },
    ],
  })

  async function linkToken(email: string) {
    const mail = await h.lastMail(email)
    const match = /\/vendor\/rfq\?token=(\S+)/.exec(mail?.text ?? '')
    if (!match?.[1]) throw new Error(`No RFQ link was e-mailed to ${email}`)
    return { token: decodeURIComponent(match[1]), text: mail?.text ?? '' }
  }

  async function sentRfq(attachmentIds: string[], owner = buyer, vendor = vendorId) {
    const created = (await owner.browser.orders.createOrder({ body: order(attachmentIds) })).data
    const { data } = await owner.browser.quotes.sendRfqs({
      body: { orderId: created.id, vendorIds: [vendor], deadline: inDays(7) },
    })
    return { order: created, rfq: data.rfqs[0] as Rfq }
  }

  const answer = (rfq: Rfq, attachmentIds?: string[]): QuoteResponseInput => ({
    currency: 'usd',
    lines: rfq.lines.map((line) => ({ lineId: line.id, unitPrice: 10 })),
    leadTimeDays: 10,
    validUntil: inDays(30).slice(0, 10),
    attachmentIds,
  })

  const linkUpload = (token: string, sample: (typeof ACCEPTED_SAMPLES)[number]) =>
    h
      .client()
      .vendorPortal.uploadFileByLink({
        query: { token, name: sample.name },
        body: new Blob([new Uint8Array(sample.bytes)]),
      })
      .then((result) => result.data)

  /** The bytes a signed file link serves, with the headers that make it a download. */
  async function download(file: FileRef) {
    const response = await h.app.inject({ method: 'GET', url: pathOf(file.url) })
    return {
      status: response.statusCode,
      disposition: response.headers['content-disposition'],
      bytes: response.rawPayload,
    }
  }

  const refusal = (promise: Promise<unknown>) =>
    expectApiError(promise).then((error) => ({ status: error.status, errors: error.errors }))

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('attach-buyer')
    stranger = await h.signedUpOwner('attach-stranger')
    vendorEmail = uniqueEmail('attach-vendor')
    const { data } = await buyer.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Castings Ltd', email: vendorEmail, orderTypes: ['supply'] }] },
    })
    vendorId = data.invited[0]?.id ?? ''
  })
  afterAll(() => h?.close())

  it("keeps a line's files with the order, and the vendor opens them from its link", async () => {
    const drawing = await upload(buyer, PDF)
    const { order: created, rfq } = await sentRfq([drawing.id, drawing.id])
    // Named twice, kept once; the other line has none.
    expect(created.lines[0]?.attachments.map((file) => file.name)).toEqual(['quote.pdf'])
    expect(created.lines[1]?.attachments).toEqual([])
    expect(rfq.lines[0]?.attachments[0]).toMatchObject({ id: drawing.id, size: PDF.bytes.length })

    const { token, text } = await linkToken(vendorEmail)
    expect(text).toContain('Housing, cast: 6 pcs [1 file attached]')
    const seen = (await h.client().vendorPortal.getRfqByLink({ query: { token } })).data
    const file = seen.lines[0]?.attachments[0]
    if (!file) throw new Error('The vendor should see the drawing')
    const served = await download(file)
    expect(served.status).toBe(200)
    expect(served.disposition).toMatch(/^attachment; filename="quote.pdf"/)
    expect(Buffer.from(served.bytes).equals(PDF.bytes)).toBe(true)
  })

  it('refuses a line file the business did not upload, naming it, and stores no order', async () => {
    const theirs = await upload(stranger, PNG)
    const before = (await buyer.browser.orders.listOrders({ query: {} })).data.pagination.total
    const refused = await refusal(buyer.browser.orders.createOrder({ body: order([theirs.id]) }))
    expect(refused).toEqual({
      status: 400,
      errors: [{ path: 'body.lines.0.attachmentIds.0', message: 'is not a file you uploaded' }],
    })
    const after = (await buyer.browser.orders.listOrders({ query: {} })).data.pagination.total
    expect(after).toBe(before)
  })

  it('replaces line files when the RFQ lines change, and checks them the same way', async () => {
    const { rfq } = await sentRfq([])
    const sheet = await upload(buyer, PNG)
    const lines = [{ description: 'Housing, machined', quantity: 6, unit: 'pcs' }]
    const changed = await buyer.browser.quotes.updateRfq({
      params: { id: rfq.id },
      body: { lines: [{ ...lines[0], attachmentIds: [sheet.id] }] as OrderInput['lines'] },
    })
    expect(changed.data.lines[0]?.attachments.map((file) => file.name)).toEqual(['logo.png'])
    const theirs = await upload(stranger, PDF)
    const refused = await refusal(
      buyer.browser.quotes.updateRfq({
        params: { id: rfq.id },
        body: { lines: [{ ...lines[0], attachmentIds: [theirs.id] }] as OrderInput['lines'] },
      }),
    )
    expect(refused.status).toBe(400)
    expect(refused.errors?.[0]?.path).toBe('body.lines.0.attachmentIds.0')
  })

  it('takes files with an answer from the link, keeps each revision its own, and shows the buyer', async () => {
    const { rfq } = await sentRfq([])
    const { token } = await linkToken(vendorEmail)
    const datasheet = await linkUpload(token, PDF)
    const vendor = h.client().vendorPortal
    const first = await vendor.submitQuoteByLink({
      query: { token },
      body: answer(rfq, [datasheet.id]),
    })
    expect(first.data.attachments.map((file) => file.id)).toEqual([datasheet.id])
    const second = await vendor.submitQuoteByLink({ query: { token }, body: answer(rfq) })
    expect(second.data.attachments).toEqual([])

    const { data } = await buyer.browser.quotes.getRfq({ query: { rfqId: rfq.id } })
    expect(data.responses.map((response) => response.attachments.length)).toEqual([0, 1])
    const kept = data.responses[1]?.attachments[0]
    if (!kept) throw new Error('The first revision should keep its file')
    expect((await download(kept)).status).toBe(200)
  })

  it("refuses another RFQ's or the buyer's file in an answer, and uploads once answers stop", async () => {
    const { rfq } = await sentRfq([])
    const { token } = await linkToken(vendorEmail)
    const { rfq: other } = await sentRfq([])
    const { token: otherToken } = await linkToken(vendorEmail)
    const elsewhere = await linkUpload(otherToken, PDF)
    const buyers = await upload(buyer, PNG)
    const refused = await refusal(
      h.client().vendorPortal.submitQuoteByLink({
        query: { token },
        body: answer(rfq, [elsewhere.id, buyers.id]),
      }),
    )
    expect(refused).toEqual({
      status: 400,
      errors: [
        { path: 'body.attachmentIds.0', message: 'is not a file you uploaded' },
        { path: 'body.attachmentIds.1', message: 'is not a file you uploaded' },
      ],
    })
    expect(
      (await buyer.browser.quotes.getRfq({ query: { rfqId: rfq.id } })).data.responses,
    ).toEqual([])

    await buyer.browser.quotes.closeQuote({ params: { id: other.quoteId } })
    expect(await refusal(linkUpload(otherToken, PDF))).toMatchObject({ status: 409 })
    expect(await refusal(linkUpload('not-a-token', PDF))).toMatchObject({ status: 404 })
  })

  it('lets a portal vendor attach its own uploads, and nobody else’s', async () => {
    const { vendor, buyer: portalBuyer, email } = await h.verifiedVendor('attach-portal')
    const listed = await portalBuyer.browser.vendors.listVendors({ query: { search: email } })
    const { rfq } = await sentRfq([], portalBuyer, listed.data.items[0]?.id ?? '')
    const own = (
      await vendor.vendorAccount.vendorUploadFile({
        query: { name: PDF.name },
        body: new Blob([new Uint8Array(PDF.bytes)]),
      })
    ).data
    const buyers = await upload(portalBuyer, PNG)
    const refused = await refusal(
      vendor.vendorPortal.submitQuoteResponse({
        params: { rfqId: rfq.id },
        body: answer(rfq, [buyers.id]),
      }),
    )
    expect(refused.errors?.[0]?.path).toBe('body.attachmentIds.0')
    const sent = await vendor.vendorPortal.submitQuoteResponse({
      params: { rfqId: rfq.id },
      body: answer(rfq, [own.id]),
    })
    expect(sent.data.attachments.map((file) => file.name)).toEqual(['quote.pdf'])
    const inbox = await vendor.vendorPortal.getVendorRfq({ query: { rfqId: rfq.id } })
    expect(inbox.data.response?.attachments.map((file) => file.id)).toEqual([own.id])
  })
})
