import {
  type BusinessSettings,
  type listVendors,
  login,
  ORDER_TYPES,
  type StoredSession,
  type User,
  type Vendor,
  type VendorAccount,
  vendorLogin,
} from '@ally/sdk'
import { createTestToken, sampleOf } from '@ally/sdk/testing'
import type { MockReply, RecordedCall } from './mockApi'
import { pagedReply } from './paged'

/** A business's settings as a new business has them: US dollars, no approval threshold. */
export const storySettings: BusinessSettings = { currency: 'usd', approvalThreshold: null }

/** A believable signed-in owner for stories; override any field. */
export function storySession(user: Partial<User> = {}): StoredSession<User> {
  return {
    token: createTestToken({ expiresInSeconds: 24 * 3600 }),
    user: {
      ...sampleOf(login.response).user,
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@obi-supplies.test',
      role: 'owner',
      active: true,
      businessName: 'Obi Supplies Limited',
      country: 'Nigeria',
      businessType: 'Retail',
      businessDoc: 'https://files.example.test/cac.pdf',
      address: '1 Marina, Lagos',
      avatar: null,
      ...user,
    },
  }
}

/** A believable vendor portal session (a new, verified vendor by default); override any field. */
export function vendorStorySession(
  user: Partial<VendorAccount> = {},
): StoredSession<VendorAccount> {
  return {
    token: createTestToken({ expiresInSeconds: 24 * 3600 }),
    user: {
      ...sampleOf(vendorLogin.response).user,
      email: 'sales@lagos-steel.test',
      companyName: 'Lagos Steel Works',
      contactName: 'Chidi Okafor',
      phone: null,
      country: null,
      address: null,
      website: null,
      orderTypes: [],
      contacts: [],
      documents: [],
      active: true,
      onboarded: false,
      ...user,
    },
  }
}

const COUNTRIES = ['Nigeria', 'Ghana', 'Kenya', 'United Kingdom', 'Germany']

/** A believable vendor, different for every `n`; override any field. */
export function vendorFixture(n: number, vendor: Partial<Vendor> = {}): Vendor {
  return {
    id: `vendor-${n}`,
    name: `Vendor ${n}`,
    contactName: `Contact ${n}`,
    email: `sales${n}@vendor${n}.test`,
    phone: n % 2 ? `+234 800 ${String(n).padStart(4, '0')}` : null,
    country: COUNTRIES[n % COUNTRIES.length] ?? null,
    address: null,
    orderTypes: [ORDER_TYPES[n % ORDER_TYPES.length] ?? 'supply'],
    status: n % 3 === 0 ? 'invited' : 'active',
    invitedAt: '2026-01-05T09:00:00.000Z',
    joinedAt: n % 3 === 0 ? null : '2026-01-09T15:30:00.000Z',
    ...vendor,
  }
}

/**
 * Answers `listVendors` from an array, as the server would: `search` (name, e-mail, contact),
 * `status`, `orderType`, then `page` and `limit`.
 *
 * @example
 * api.on(listVendors, serveVendors(Array.from({ length: 10_000 }, (_, i) => vendorFixture(i + 1))))
 */
export function serveVendors(vendors: Vendor[]) {
  return ({ query }: RecordedCall): MockReply<typeof listVendors> => {
    const term = query.get('search')?.toLowerCase()
    const status = query.get('status')
    const orderType = query.get('orderType')
    const matching = vendors.filter(
      (vendor) =>
        (!term ||
          [vendor.name, vendor.email, vendor.contactName ?? ''].some((field) =>
            field.toLowerCase().includes(term),
          )) &&
        (!status || vendor.status === status) &&
        (!orderType || vendor.orderTypes.includes(orderType as Vendor['orderTypes'][number])),
    )
    return pagedReply(matching, query, 'Vendors')
  }
}
