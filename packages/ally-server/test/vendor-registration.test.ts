import { listDevMail } from '@ally/sdk/dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ENGINES,
  expectApiError,
  type Harness,
  startHarness,
  uniqueEmail,
  VENDOR_PASSWORD,
} from './harness'

// Issue #28: anyone holding a vendor's invitation link could register it under any address and
// then see that buyer's RFQs and POs, while the buyer's list still showed the address invited.
// Registering with the address invited links at once; with any other, the account is created but
// its link waits until the buyer confirms it on the vendor's page, which shows who registered.

const DAY_MS = 86_400_000

describe.each(ENGINES)('registering through an invitation on %s', (engine) => {
  let h: Harness
  type Buyer = Awaited<ReturnType<Harness['signedUpOwner']>>
  let buyer: Buyer

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('claims-buyer')
  })
  afterAll(() => h?.close())

  /** A vendor invited at a fresh address, with an RFQ sent to it; the invitation's token. */
  async function invited(label: string) {
    const email = uniqueEmail(label)
    const { data } = await buyer.browser.vendors.inviteVendors({
      body: { vendors: [{ name: `${label} Ltd`, email, orderTypes: ['supply'] }] },
    })
    const vendorId = data.invited[0]?.id ?? ''
    const text = (await h.lastMail(email))?.text ?? ''
    const token = decodeURIComponent(/register\?token=(\S+)/.exec(text)?.[1] ?? '')
    const order = await buyer.browser.orders.createOrder({
      body: {
        title: `Bolts for ${label}`,
        lines: [{ description: 'M8 bolt', quantity: 100, unit: 'pcs' }],
      },
    })
    await buyer.browser.quotes.sendRfqs({
      body: {
        orderId: order.data.id,
        vendorIds: [vendorId],
        deadline: new Date(Date.now() + 7 * DAY_MS).toISOString(),
      },
    })
    return { email, vendorId, token }
  }

  /** Registers and verifies an account through the invitation, with `email`. */
  async function register(token: string, email: string, contactName = 'Kemi Bello') {
    const vendor = h.client()
    const registered = await vendor.vendorAccount.vendorRegister({
      body: {
        inviteToken: token,
        companyName: 'Claimant Co',
        contactName,
        email,
        password: VENDOR_PASSWORD,
      },
    })
    vendor.vendorSession.save(registered.data)
    const code = await h.lastCode(email)
    vendor.vendorSession.save(
      (await vendor.vendorAccount.vendorVerifyEmail({ body: { code } })).data,
    )
    return { vendor, message: registered.message }
  }

  const rfqsSeenBy = async (vendor: ReturnType<Harness['client']>) =>
    (await vendor.vendorPortal.listVendorRfqs({})).data.items

  it('links at once when the address is the one invited, whatever its case', async () => {
    const { email, vendorId, token } = await invited('same-address')
    const { vendor, message } = await register(token, email.toUpperCase())
    expect(message).not.toMatch(/confirm/)
    expect(await rfqsSeenBy(vendor)).toHaveLength(1)
    const detail = (await buyer.browser.vendors.getVendor({ query: { vendorId } })).data
    expect(detail.vendor.status).toBe('active')
    expect(detail.registration).toBeNull()
  })

  it('keeps another address out until the buyer confirms, and tells the buyer who it is', async () => {
    const { email, vendorId, token } = await invited('other-address')
    const other = uniqueEmail('claimant')
    const { vendor, message } = await register(token, other)
    expect(message).toMatch(/invited another address, so they confirm your registration/)
    // Nothing of the buyer's is the claimant's to see yet.
    expect(await rfqsSeenBy(vendor)).toEqual([])
    expect((await vendor.vendorPortal.listVendorPurchaseOrders({})).data.items).toEqual([])

    const waiting = (await buyer.browser.vendors.getVendor({ query: { vendorId } })).data
    expect(waiting.vendor).toMatchObject({ email, status: 'invited' })
    expect(waiting.registration).toMatchObject({
      email: other,
      companyName: 'Claimant Co',
      contactName: 'Kemi Bello',
    })
    const mail = (await h.api.request(listDevMail, { query: { to: buyer.email } })).data.items[0]
    expect(mail?.subject).toBe('Confirm Claimant Co’s registration as other-address Ltd')
    expect(mail?.text).toContain(`/dashboard/vendor/${vendorId}`)

    const confirmed = await buyer.browser.vendors.confirmVendorRegistration({
      params: { id: vendorId },
      body: { accept: true },
    })
    expect(confirmed.message).toBe('Registration confirmed')
    // The buyer reaches the vendor at the address it registered with from now on.
    expect(confirmed.data.vendor).toMatchObject({
      email: other,
      contactName: 'Kemi Bello',
      status: 'active',
    })
    expect(confirmed.data.registration).toBeNull()
    expect(await rfqsSeenBy(vendor)).toHaveLength(1)
  })

  it('leaves the invitation to the address invited when the buyer declines', async () => {
    const { email, vendorId, token } = await invited('declined')
    const claimant = await register(token, uniqueEmail('stranger'))
    const declined = await buyer.browser.vendors.confirmVendorRegistration({
      params: { id: vendorId },
      body: { accept: false },
    })
    expect(declined.message).toBe('Registration declined')
    expect(declined.data.registration).toBeNull()
    expect(declined.data.vendor.status).toBe('invited')
    expect(await rfqsSeenBy(claimant.vendor)).toEqual([])
    const again = await expectApiError(
      buyer.browser.vendors.confirmVendorRegistration({
        params: { id: vendorId },
        body: { accept: true },
      }),
    )
    expect(again.status).toBe(409)
    // The vendor itself still registers with the link it was sent.
    const real = await register(token, email)
    expect(await rfqsSeenBy(real.vendor)).toHaveLength(1)
  })

  it('takes one claimant at a time, and the address invited over any of them', async () => {
    const { email, vendorId, token } = await invited('contested')
    const first = await register(token, uniqueEmail('first'))
    const second = await expectApiError(
      h.client().vendorAccount.vendorRegister({
        body: {
          inviteToken: token,
          companyName: 'Second Co',
          contactName: 'Tolu Ade',
          email: uniqueEmail('second'),
          password: VENDOR_PASSWORD,
        },
      }),
    )
    expect(second.status).toBe(409)
    expect(second.body.message).toContain(email)
    const real = await register(token, email)
    expect(await rfqsSeenBy(real.vendor)).toHaveLength(1)
    expect(await rfqsSeenBy(first.vendor)).toEqual([])
    const detail = (await buyer.browser.vendors.getVendor({ query: { vendorId } })).data
    expect(detail.registration).toBeNull()
  })

  it('waits for the buyer when an account of another address logs in with the link', async () => {
    const { vendorId, token } = await invited('login-claim')
    const existing = await h.verifiedVendor('login-claimant')
    const login = await h.client().vendorAccount.vendorLogin({
      body: { email: existing.email, password: VENDOR_PASSWORD, inviteToken: token },
    })
    expect(login.message).toMatch(/confirm your registration/)
    const detail = (await buyer.browser.vendors.getVendor({ query: { vendorId } })).data
    expect(detail.registration?.email).toBe(existing.email)
    expect(await rfqsSeenBy(existing.vendor)).toEqual([])
  })

  it('has nothing to confirm on a vendor nobody claimed, and no vendor of another business', async () => {
    const { vendorId } = await invited('unclaimed')
    const none = await expectApiError(
      buyer.browser.vendors.confirmVendorRegistration({
        params: { id: vendorId },
        body: { accept: true },
      }),
    )
    expect(none.status).toBe(409)
    const stranger = await h.signedUpOwner('claims-stranger')
    const foreign = await expectApiError(
      stranger.browser.vendors.confirmVendorRegistration({
        params: { id: vendorId },
        body: { accept: true },
      }),
    )
    expect(foreign.status).toBe(404)
  })
})
