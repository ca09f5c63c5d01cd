import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail } from './harness'

// Issue "Sourcing, part 2": only a draft is freely editable; a change to a PO the vendor already
// has makes a revision the vendor is told about — a new PDF and link, the PO back to sent for the
// vendor to answer again — and once goods ship a PO no longer changes.

type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>

describe.each(ENGINES)('revising purchase orders on %s', (engine) => {
  let h: Harness
  let buyer: Buyer
  let stranger: Buyer
  let vendor: { id: string; email: string }

  const tokenIn = (text: string | undefined) =>
    decodeURIComponent(/\/vendor\/po\?token=(\S+)/.exec(text ?? '')?.[1] ?? '')

  /** A PO of one line (10 × 4.00) sent to the vendor and accepted; with its link token. */
  async function acceptedPo() {
    const { data: draft } = await buyer.browser.purchaseOrders.createPurchaseOrder({
      body: {
        vendorId: vendor.id,
        currency: 'usd',
        lines: [{ description: 'Seat ring', quantity: 10, unit: 'pcs', unitPrice: 4 }],
        paymentTerms: 'Net 30',
      },
    })
    await buyer.browser.purchaseOrders.sendPurchaseOrder({ params: { id: draft.id }, body: {} })
    const token = tokenIn((await h.lastMail(vendor.email))?.text)
    await h
      .client()
      .vendorPortal.acknowledgePurchaseOrderByLink({ query: { token }, body: { accept: true } })
    return { po: draft, token }
  }

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('revising-buyer')
    stranger = await h.signedUpOwner('revising-stranger')
    const email = uniqueEmail('revised-vendor')
    const { data } = await buyer.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Valveco', email, orderTypes: ['supply'] }] },
    })
    vendor = { id: data.invited[0]?.id ?? '', email }
  })
  afterAll(() => h?.close())

  it('sends the vendor a revision with a new PDF and link, to answer again', async () => {
    const { po, token: firstToken } = await acceptedPo()
    const revised = await buyer.browser.purchaseOrders.updatePurchaseOrder({
      params: { id: po.id },
      body: {
        lines: [{ description: 'Seat ring', quantity: 12, unit: 'pcs', unitPrice: 4 }],
        deliveryDate: '2027-01-15',
        paymentTerms: 'Net 30',
      },
    })
    expect(revised.message).toBe('Updated successfully')
    expect(revised.data).toMatchObject({ status: 'sent', total: 48, acknowledgedAt: null })
    expect(revised.data.documents.map((file) => file.name)).toEqual([
      `${po.number}.pdf`,
      `${po.number}-rev2.pdf`,
    ])
    expect(revised.data.history.at(-1)).toMatchObject({
      status: 'sent',
      by: 'Ada Obi',
      note: `Revision 2 (lines, delivery date) e-mailed to ${vendor.email}`,
    })

    const mail = await h.lastMail(vendor.email)
    expect(mail?.subject).toBe(
      `Revised purchase order ${po.number} (revision 2) from revising-buyer Ltd`,
    )
    expect(mail?.text).toContain('lines, delivery date changed. It now comes to $48.00')
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ name: `${po.number}-rev2.pdf`, mimeType: 'application/pdf' }),
    ])

    // The old link is dead; the new one answers the revision.
    const vendorSide = h.client().vendorPortal
    const stale = await expectApiError(
      vendorSide.getPurchaseOrderByLink({ query: { token: firstToken } }),
    )
    expect(stale.status).toBe(404)
    const token = tokenIn(mail?.text)
    const { data: seen } = await vendorSide.getPurchaseOrderByLink({ query: { token } })
    expect(seen).toMatchObject({ status: 'sent', total: 48 })
    const { data: accepted } = await vendorSide.acknowledgePurchaseOrderByLink({
      query: { token },
      body: { accept: true },
    })
    expect(accepted.status).toBe('acknowledged')
  })

  it('refuses a revision that changes nothing, and keeps the PO as it was', async () => {
    const { po } = await acceptedPo()
    const same = await expectApiError(
      buyer.browser.purchaseOrders.updatePurchaseOrder({
        params: { id: po.id },
        body: { paymentTerms: 'Net 30' },
      }),
    )
    expect([same.status, same.errors[0]?.path]).toEqual([400, 'body'])
    const { data } = await buyer.browser.purchaseOrders.getPurchaseOrder({ query: { poId: po.id } })
    expect(data.purchaseOrder.status).toBe('acknowledged')
    expect(data.purchaseOrder.documents).toHaveLength(1)
  })

  it('no longer changes a PO once goods ship, nor another business’s PO', async () => {
    const { po, token } = await acceptedPo()
    await h.client().vendorPortal.createShipmentByLink({
      query: { token },
      body: {
        carrier: 'DHL',
        trackingNumber: 'JD1',
        lines: [{ lineId: po.lines[0]?.id ?? '', quantity: 2 }],
      },
    })
    const shipped = await expectApiError(
      buyer.browser.purchaseOrders.updatePurchaseOrder({
        params: { id: po.id },
        body: { notes: 'Please pack in crates' },
      }),
    )
    expect(shipped.status).toBe(409)
    expect(shipped.message).toMatch(/once goods ship, a purchase order no longer changes/)

    const { po: other } = await acceptedPo()
    const foreign = await expectApiError(
      stranger.browser.purchaseOrders.updatePurchaseOrder({
        params: { id: other.id },
        body: { notes: 'Mine now' },
      }),
    )
    expect(foreign.status).toBe(404)
    const { data } = await buyer.browser.purchaseOrders.getPurchaseOrder({
      query: { poId: other.id },
    })
    expect(data.purchaseOrder.notes).toBeNull()
  })
})
