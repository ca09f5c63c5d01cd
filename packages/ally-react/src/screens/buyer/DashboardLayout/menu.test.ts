import { describe, expect, it } from 'vitest'
import { DASHBOARD_MENU, findCurrentLink } from './menu'

const current = (path: string) => findCurrentLink(DASHBOARD_MENU, path)?.label ?? null

describe('findCurrentLink: the one side-menu entry a page belongs to', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/dashboard/', 'Dashboard'],
    ['/dashboard/vendors', 'Vendor list'],
    ['/dashboard/vendors?search=steel', 'Vendor list'],
    ['/dashboard/vendors/analytics', 'Vendor analytics'],
    ['/dashboard/vendors/analytics?period=30d', 'Vendor analytics'],
    ['/dashboard/vendors/add-vendor', 'Vendor list'],
    ['/dashboard/vendor/v_1', 'Vendor list'],
    ['/dashboard/workflow/run/w_1', 'Workflow'],
    ['/dashboard/rfqs/create', 'RFQs'],
    ['/dashboard/rfq/r_1', 'RFQs'],
    ['/dashboard/order/o_1', 'RFQs'],
    ['/dashboard/quotes/q_1/item/vendor-detail', 'Quotes'],
    ['/dashboard/purchase-orders/create', 'Purchase Orders'],
    ['/dashboard/shipment/s_1', 'Shipment'],
    ['/dashboard/team-management', 'Teams'],
    ['/Dashboard/Vendors/Analytics/', 'Vendor analytics'],
  ])('%s → %s', (path, label) => {
    expect(current(path)).toBe(label)
  })

  it('marks nothing on pages outside the menu, nor on look-alike paths', () => {
    expect(current('/dashboard/vendorsx')).toBeNull()
    expect(current('/dashboard/unknown')).toBeNull()
    expect(current('/login')).toBeNull()
  })
})
