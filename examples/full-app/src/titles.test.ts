import { describe, expect, it } from 'vitest'
import { routeTable } from './route-table'
import { documentTitle, PAGE_TITLES } from './titles'

describe('tab titles', () => {
  it('names every page of the product, each differently', () => {
    const missing = routeTable.filter((route) => !PAGE_TITLES[route.path]).map((r) => r.path)
    expect(missing).toEqual([])
    const names = routeTable.map((route) => PAGE_TITLES[route.path])
    expect(new Set(names).size).toBe(names.length)
  })

  it('reads "page · Ally", and "Page not found · Ally" for anything else', () => {
    expect(documentTitle('/dashboard/vendors')).toBe('Vendor list · Ally')
    expect(documentTitle('/login')).toBe('Log in · Ally')
    expect(documentTitle('/vendor/rfq')).toBe('Request for quotation · Ally')
    expect(documentTitle('/vendor/rfqs/:rfqId')).toBe('RFQ in your portal · Ally')
    expect(documentTitle('/vendor/purchase-orders/:poId')).toBe(
      'Purchase order in your portal · Ally',
    )
    expect(documentTitle('/vendor/po')).toBe('Purchase order to acknowledge · Ally')
    expect(documentTitle('/dashboard/purchase-orders/:poId')).toBe('Purchase order · Ally')
    expect(documentTitle('/dashboard/vendor/:vendorId')).toBe('Vendor · Ally')
    expect(documentTitle('/dashboard/shipment')).toBe('Shipments · Ally')
    expect(documentTitle('/dashboard/analytics')).toBe('Business analytics · Ally')
    expect(documentTitle('/dashboard/shipment/:shipmentId')).toBe('Shipment · Ally')
    expect(documentTitle(null)).toBe('Page not found · Ally')
    expect(documentTitle('/nowhere')).toBe('Page not found · Ally')
  })
})
