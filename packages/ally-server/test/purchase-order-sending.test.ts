import { eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchaseOrders } from '../src/db/schema'
import { ACCEPTED_SAMPLES } from './file-fixtures'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail } from './harness'
import { startSmtpSink } from './smtp-sink'

// Issue "Sourcing, part 2", sending: the buyer sends a draft PO, the vendor gets an e-mail with
// the PO as a PDF and a link that accepts or declines it without an account (or does so in its
// portal), and the buyer hears the answer. Every change joins the PO's history.

type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>

const linkTokenIn = (text: string | undefined) => {
  const match = /\/vendor\/po\?token=(\S+)/.exec(text ?? '')
  if (!match?.[1]) throw new Error('No purchase order link in the mail')
  return decodeURIComponent(match[1])
}

async function inviteVendor(buyer: Buyer, name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'))
  const { data } = await buyer.browser.vendors.inviteVendors({
    body: { vendors: [{ name, email, orderTypes: ['supply'] }] },
  })
  return { id: data.invited[0]?.id ?? '', email }
}

const draftFor = (buyer: Buyer, vendorId: string, description = 'Hand wheel') =>
  buyer.browser.purchaseOrders
    .createPurchaseOrder({
      body: {
        vendorId,
        currency: 'eur',
        lines: [{ description, quantity: 3, unit: 'pcs', unitPrice: 19.99 }],
        paymentTerms: '30 days net',
        deliveryAddress: 'Apapa Wharf, Gate 3',
      },
    })
    .then((result) => result.data)

describe.each(ENGINES)('sending purchase orders on %s', (engine) => {
  let h: Harness
  let buyer: Buyer
  let stranger: Buyer
  let vendor: { id: string; email: string }

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('po-sender')
    stranger = await h.signedUpOwner('po-stranger')
    vendor = await inviteVendor(buyer, 'Valveco')
  })
  afterAll(() => h?.close())

  it('e-mails the vendor the PO as a PDF with a link, and records who sent it', async () => {
    const po = await draftFor(buyer, vendor.id)
    const copy = uniqueEmail('accounts')
    const sent = await buyer.browser.purchaseOrders.sendPurchaseOrder({
      params: { id: po.id },
      body: { message: 'Please confirm the date.', cc: [copy] },
    })
    expect(sent.message).toBe(`Purchase order ${po.number} sent to Valveco`)
    expect(sent.data).toMatchObject({ status: 'sent', sentAt: expect.any(String) })
    expect(sent.data.history.map((change) => change.status)).toEqual(['draft', 'sent'])
    expect(sent.data.history[1]).toMatchObject({
      by: 'Ada Obi',
      note: `E-mailed to ${vendor.email}, ${copy}`,
    })
    expect(sent.data.documents).toEqual([
      expect.objectContaining({ name: `${po.number}.pdf`, mimeType: 'application/pdf' }),
    ])

    const mail = await h.lastMail(vendor.email)
    expect(mail?.subject).toBe(`Purchase order ${po.number} from po-sender Ltd`)
    expect(mail?.text).toContain('po-sender Ltd writes: “Please confirm the date.”')
    expect(mail?.text).toContain('€59.97')
    expect(mail?.attachments).toEqual([
      { name: `${po.number}.pdf`, mimeType: 'application/pdf', size: sent.data.documents[0]?.size },
    ])
    expect((await h.lastMail(copy))?.subject).toBe(mail?.subject)

    // The PDF the vendor got is the one the PO page links to: a real PDF of this PO.
    const url = new URL(sent.data.documents[0]?.url ?? '')
    const download = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    const pdf = await PDFDocument.load(download.rawPayload)
    expect(pdf.getTitle()).toBe(`Purchase order ${po.number}`)
    expect(pdf.getAuthor()).toBe('po-sender Ltd')
    expect(pdf.getPageCount()).toBe(1)
  })

  it('lets the vendor accept from the link without an account, once, and tells the buyer', async () => {
    const po = await draftFor(buyer, vendor.id)
    await buyer.browser.purchaseOrders.sendPurchaseOrder({ params: { id: po.id }, body: {} })
    const token = linkTokenIn((await h.lastMail(vendor.email))?.text)
    const anonymous = h.client()

    const opened = await anonymous.vendorPortal.getPurchaseOrderByLink({ query: { token } })
    expect(opened.data).toMatchObject({
      id: po.id,
      status: 'sent',
      buyer: { businessName: 'po-sender Ltd' },
      lines: [{ description: 'Hand wheel', quantity: 3 }],
    })
    const accepted = await anonymous.vendorPortal.acknowledgePurchaseOrderByLink({
      query: { token },
      body: { accept: true, note: 'Ships Friday' },
    })
    expect(accepted.message).toBe(`Purchase order ${po.number} accepted`)
    expect(accepted.data).toMatchObject({
      status: 'acknowledged',
      acknowledgedAt: expect.any(String),
    })
    expect(accepted.data.history.at(-1)).toMatchObject({
      status: 'acknowledged',
      by: 'Valveco',
      note: 'Ships Friday',
    })
    const news = await h.lastMail(buyer.email)
    expect(news?.subject).toBe(`Accepted: ${po.number} — Valveco`)
    expect(news?.text).toContain(`/dashboard/purchase-orders/${po.id}`)

    const twice = await expectApiError(
      anonymous.vendorPortal.acknowledgePurchaseOrderByLink({
        query: { token },
        body: { accept: false },
      }),
    )
    expect(twice.status).toBe(409)
    expect(twice.message).toBe(`${po.number} is acknowledged, so it cannot become declined.`)
    const read = await buyer.browser.purchaseOrders.getPurchaseOrder({ query: { poId: po.id } })
    expect(read.data.purchaseOrder.status).toBe('acknowledged')
  })

  it('takes a decline with its reason, and refuses any link it did not make', async () => {
    const po = await draftFor(buyer, vendor.id)
    await buyer.browser.purchaseOrders.sendPurchaseOrder({ params: { id: po.id }, body: {} })
    const token = linkTokenIn((await h.lastMail(vendor.email))?.text)
    const declined = await h.client().vendorPortal.acknowledgePurchaseOrderByLink({
      query: { token },
      body: { accept: false, note: 'Out of stock' },
    })
    expect(declined.data.status).toBe('declined')
    expect((await h.lastMail(buyer.email))?.text).toContain('Its note: “Out of stock”')

    for (const wrong of [`${token}x`, 'nonsense']) {
      const refused = await expectApiError(
        h.client().vendorPortal.getPurchaseOrderByLink({ query: { token: wrong } }),
      )
      expect(refused.status).toBe(404)
    }
  })

  it('tells the vendor when a PO it has is cancelled, and its link then shows it cancelled', async () => {
    const po = await draftFor(buyer, vendor.id)
    await buyer.browser.purchaseOrders.sendPurchaseOrder({ params: { id: po.id }, body: {} })
    const token = linkTokenIn((await h.lastMail(vendor.email))?.text)
    await buyer.browser.purchaseOrders.updatePurchaseOrder({
      params: { id: po.id },
      body: { status: 'cancelled' },
    })
    const notice = await h.lastMail(vendor.email)
    expect(notice?.subject).toBe(`Cancelled: purchase order ${po.number} from po-sender Ltd`)
    const opened = await h.client().vendorPortal.getPurchaseOrderByLink({ query: { token } })
    expect(opened.data.status).toBe('cancelled')
    const late = await expectApiError(
      h.client().vendorPortal.acknowledgePurchaseOrderByLink({
        query: { token },
        body: { accept: true },
      }),
    )
    expect(late.status).toBe(409)
  })

  it('sends only a draft, and only its own business’s, leaving everything else as it was', async () => {
    const po = await draftFor(buyer, vendor.id)
    const theirs = await expectApiError(
      stranger.browser.purchaseOrders.sendPurchaseOrder({ params: { id: po.id }, body: {} }),
    )
    expect(theirs.status).toBe(404)
    const [untouched] = await h.database.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, po.id))
    expect(untouched).toMatchObject({ status: 'draft', documents: [], linkTokenHash: null })

    await buyer.browser.purchaseOrders.updatePurchaseOrder({
      params: { id: po.id },
      body: { status: 'cancelled' },
    })
    const cancelled = await expectApiError(
      buyer.browser.purchaseOrders.sendPurchaseOrder({ params: { id: po.id }, body: {} }),
    )
    expect(cancelled.status).toBe(409)
    expect(cancelled.message).toBe(`${po.number} is cancelled, so it cannot become sent.`)
  })

  it('shows the sent PO in the vendor’s portal, where it can be accepted', async () => {
    const { vendor: portal, buyer: portalBuyer, email } = await h.verifiedVendor('po-portal')
    const [row] = (await portalBuyer.browser.vendors.listVendors({ query: { search: email } })).data
      .items
    const po = await draftFor(portalBuyer, row?.id ?? '')
    const hidden = await expectApiError(
      portal.vendorPortal.getVendorPurchaseOrder({ query: { poId: po.id } }),
    )
    expect(hidden.status).toBe(404)

    await portalBuyer.browser.purchaseOrders.sendPurchaseOrder({ params: { id: po.id }, body: {} })
    const read = await portal.vendorPortal.getVendorPurchaseOrder({ query: { poId: po.id } })
    expect(read.data).toMatchObject({ purchaseOrder: { id: po.id, status: 'sent' }, shipments: [] })
    expect(read.data.purchaseOrder.documents).toHaveLength(1)
    const accepted = await portal.vendorPortal.acknowledgePurchaseOrder({
      params: { id: po.id },
      body: { accept: true },
    })
    expect(accepted.data.status).toBe('acknowledged')

    // Another vendor account cannot see it.
    const other = await h.verifiedVendor('po-portal-other')
    const foreign = await expectApiError(
      other.vendor.vendorPortal.getVendorPurchaseOrder({ query: { poId: po.id } }),
    )
    expect(foreign.status).toBe(404)
  })

  it('prints the buyer’s logo, many lines over several pages, and any script', async () => {
    const owner = await h.signedUpOwner('po-logo')
    const logo = ACCEPTED_SAMPLES.find((sample) => sample.mimeType === 'image/png')
    if (!logo) throw new Error('No PNG sample')
    const uploaded = await owner.browser.files.uploadFile({
      query: { name: 'logo.png' },
      body: new Blob([new Uint8Array(logo.bytes)], { type: 'image/png' }),
    })
    await owner.browser.profile.updateProfile({ body: { avatar: uploaded.data.url } })
    const supplier = await inviteVendor(owner, 'Lagos Steel')
    const { data: po } = await owner.browser.purchaseOrders.createPurchaseOrder({
      body: {
        vendorId: supplier.id,
        currency: 'ngn',
        lines: Array.from({ length: 80 }, (_, i) => ({
          description: `Steel plate ${i + 1} 钢板 — a description long enough to wrap onto a second line of its cell`,
          quantity: i + 1,
          unit: 'pcs',
          unitPrice: 1500,
        })),
        notes: 'Deliver to the north gate.\nCall ahead.',
      },
    })
    const sent = await owner.browser.purchaseOrders.sendPurchaseOrder({
      params: { id: po.id },
      body: {},
    })
    const url = new URL(sent.data.documents[0]?.url ?? '')
    const bytes = (await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` }))
      .rawPayload
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBeGreaterThan(2)
    expect(bytes.toString('latin1')).toMatch(/\/Subtype\s*\/Image/)
  })
})

describe('a purchase order over a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>
  let h: Harness

  beforeAll(async () => {
    smtp = await startSmtpSink()
    h = await startHarness('embedded', { smtpUrl: smtp.url, mailFrom: 'Ally <hello@ally.test>' })
  })
  afterAll(async () => {
    await h?.close()
    await smtp?.close()
  })

  it('arrives with the PDF attached', async () => {
    // Signing up needs the code, which arrives over SMTP here too.
    const email = uniqueEmail('smtp-buyer')
    const browser = h.client()
    const signup = await browser.auth.signup({
      body: {
        firstName: 'Ada',
        lastName: 'Obi',
        email,
        password: 'correct-horse-1',
        businessName: 'Mail Ltd',
      },
    })
    browser.session.save(signup.data)
    await h.context.mail.idle()
    const code = /Your Ally code: (\d{6})/.exec(smtp.to(email)?.raw ?? '')?.[1] ?? ''
    browser.session.save((await browser.auth.verifySignupCode({ body: { code } })).data)
    const buyer = { browser, email } as Buyer
    const vendor = await inviteVendor(buyer, 'Smtp Supplies')
    const po = await draftFor(buyer, vendor.id)
    await browser.purchaseOrders.sendPurchaseOrder({ params: { id: po.id }, body: {} })
    await h.context.mail.idle()

    const raw = smtp.delivered.find(
      (mail) => mail.to.includes(vendor.email) && mail.raw.includes(po.number),
    )?.raw
    expect(raw).toContain(`Subject: Purchase order ${po.number} from Mail Ltd`)
    const part = new RegExp(
      `Content-Type: application/pdf; name=${po.number}\\.pdf[\\s\\S]*?\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`,
    ).exec(raw ?? '')
    expect(part?.[1]).toBeDefined()
    const attached = Buffer.from(part?.[1]?.replace(/\s/g, '') ?? '', 'base64')
    expect(attached.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await PDFDocument.load(attached)).getTitle()).toBe(`Purchase order ${po.number}`)
  })
})
