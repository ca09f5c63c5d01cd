import { getPurchaseOrder, listPurchaseOrders, listRfqs, listVendors } from '@ally/sdk'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveVendors, storySession, vendorFixture } from '../../testing/fixtures'
import {
  draftPurchaseOrderFixture,
  purchaseOrderWithIssueFixture,
} from '../../testing/purchaseOrderFixtures'
import { renderScreen } from '../../testing/renderScreen'
import { servePaged } from '../../testing/sourcingFixtures'
import { AddVendor } from './AddVendor'
import { PurchaseOrderDetail } from './PurchaseOrderDetail'
import { PurchaseOrderList } from './PurchaseOrderList'
import { RfqCreate } from './RfqCreate'
import { RfqList } from './RfqList'
import { VendorList } from './VendorList'

// Issue #30: screens hide what the signed-in user's role cannot do (docs/product-rules.md, "Team
// and roles"), so no button answers 403. A viewer reads everything and changes nothing; a member
// works as before.

const viewer = storySession({ role: 'viewer' })
const member = storySession({ role: 'member' })

describe('what a role sees', () => {
  it('offers New RFQ and New purchase order to a member, not to a viewer', async () => {
    for (const [session, shown] of [
      [member, true],
      [viewer, false],
    ] as const) {
      const rfqs = renderScreen(<RfqList />, {
        session,
        mock: (api) => api.on(listRfqs, servePaged([])),
      })
      await screen.findByRole('heading', { name: 'RFQs' })
      expect(!!screen.queryByRole('link', { name: 'New RFQ' })).toBe(shown)
      rfqs.unmount()
      const pos = renderScreen(<PurchaseOrderList />, {
        session,
        mock: (api) => api.on(listPurchaseOrders, servePaged([])),
      })
      await screen.findByRole('heading', { name: 'Purchase orders' })
      expect(!!screen.queryByRole('link', { name: 'New purchase order' })).toBe(shown)
      pos.unmount()
    }
  })

  it('lists vendors to a viewer without the invitation', async () => {
    renderScreen(<VendorList />, {
      session: viewer,
      mock: (api) => api.on(listVendors, serveVendors([vendorFixture(1)])),
    })
    expect(await screen.findByRole('row', { name: /Vendor 1/ })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Invite vendors' })).toBeNull()
  })

  it("shows a viewer a PO's issues without the ways to settle them or send it", async () => {
    const { po, shipments } = purchaseOrderWithIssueFixture()
    renderScreen(<PurchaseOrderDetail poId={po.id} />, {
      session: viewer,
      mock: (api) =>
        api.on(getPurchaseOrder, { message: po.number, data: { purchaseOrder: po, shipments } }),
    })
    expect(await screen.findByRole('heading', { name: /Delivery issues to settle/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /replacement/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull()
  })

  it('keeps a draft PO sendable for a member', async () => {
    const po = draftPurchaseOrderFixture()
    renderScreen(<PurchaseOrderDetail poId={po.id} />, {
      session: member,
      mock: (api) =>
        api.on(getPurchaseOrder, {
          message: po.number,
          data: { purchaseOrder: po, shipments: [] },
        }),
    })
    expect(await screen.findByRole('button', { name: 'Send to vendor…' })).toBeTruthy()
  })

  it('tells a viewer who opens a create screen what their role cannot do, and the way back', async () => {
    const rfq = renderScreen(<RfqCreate />, { session: viewer })
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(
      screen.getByText(/Your role \(viewer\) cannot send RFQs or change orders\./),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to RFQs' }).getAttribute('href')).toBe(
      '/dashboard/rfqs',
    )
    rfq.unmount()
    renderScreen(<AddVendor />, { session: viewer })
    expect(screen.getByText(/Your role \(viewer\) cannot change vendors\./)).toBeTruthy()
    expect(screen.queryByRole('tab', { name: 'One vendor' })).toBeNull()
  })
})
