import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from '../contract/orders'
import { PURCHASE_ORDER_STATUSES } from '../contract/purchase-orders'
import { SHIPMENT_STATUSES } from '../contract/shipments'
import { QUOTE_RESPONSE_STATUSES, QUOTE_STATUSES, RFQ_STATUSES } from '../contract/sourcing-shapes'
import { VENDOR_STATUSES } from '../contract/vendors'
import { formatCount, formatDays, formatPercent } from './format'
import {
  orderStatus,
  purchaseOrderStatus,
  quoteResponseStatus,
  quoteStatus,
  quoteStatusForVendor,
  rfqAnswer,
  rfqStatus,
  shipmentStatus,
  vendorStatus,
} from './status'

const TONES = ['info', 'success', 'warning', 'danger', 'neutral']

describe('status vocabulary', () => {
  it('gives every status of every record words a person reads and a known tone', () => {
    const all = [
      ...VENDOR_STATUSES.map(vendorStatus),
      ...ORDER_STATUSES.map(orderStatus),
      ...RFQ_STATUSES.map(rfqStatus),
      ...QUOTE_STATUSES.map(quoteStatus),
      ...QUOTE_RESPONSE_STATUSES.map(quoteResponseStatus),
      ...PURCHASE_ORDER_STATUSES.map(purchaseOrderStatus),
      ...SHIPMENT_STATUSES.map((status) => shipmentStatus({ status, late: false })),
    ]
    for (const { label, tone } of all) {
      expect(label).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/)
      expect(TONES).toContain(tone)
    }
    expect(rfqStatus('not_awarded')).toEqual({ label: 'Not awarded', tone: 'neutral' })
    expect(vendorStatus('invited').label).toBe('Invited')
    expect(orderStatus('fulfilled')).toEqual({ label: 'Fulfilled', tone: 'success' })
    expect(purchaseOrderStatus('partially_received')).toEqual({
      label: 'Partially received',
      tone: 'warning',
    })
  })

  it('names a lost award the same way on the RFQ and on the answer', () => {
    expect(quoteResponseStatus('rejected')).toEqual(rfqStatus('not_awarded'))
    expect(quoteResponseStatus('accepted').tone).toBe(rfqStatus('awarded').tone)
  })

  it('shows an awarded round from a vendor’s side as that vendor’s own outcome', () => {
    expect(quoteStatusForVendor('awarded', 'not_awarded')).toEqual(rfqStatus('not_awarded'))
    expect(quoteStatusForVendor('awarded', 'awarded')).toEqual(rfqStatus('awarded'))
    expect(quoteStatusForVendor('open', 'responded')).toEqual(quoteStatus('open'))
    expect(quoteStatusForVendor('cancelled', 'not_awarded')).toEqual(quoteStatus('cancelled'))
    expect(quoteStatusForVendor('awarded')).toEqual(quoteStatus('awarded'))
  })

  it('calls a shipment past its estimate late until it is delivered', () => {
    expect(shipmentStatus({ status: 'in_transit', late: true })).toEqual({
      label: 'Late',
      tone: 'warning',
    })
    expect(shipmentStatus({ status: 'delivered', late: true }).label).toBe('Delivered')
    expect(shipmentStatus({ status: 'in_transit', late: false }).label).toBe('In transit')
  })
})

describe('a vendor’s answer to an RFQ', () => {
  const now = new Date('2026-03-10T12:00:00Z')
  const later = '2026-03-20T12:00:00.000Z'
  const earlier = '2026-03-01T12:00:00.000Z'

  it('is a decline, never "No response", when the vendor declined', () => {
    expect(rfqAnswer({ status: 'declined', total: null, deadline: later }, now)).toBe('Declined')
    expect(rfqAnswer({ status: 'declined', total: null, deadline: earlier }, now)).toBe('Declined')
  })

  it('waits while the RFQ is open, and is no response once it is not', () => {
    expect(rfqAnswer({ status: 'viewed', total: null, deadline: later }, now)).toBe(
      'Awaiting response',
    )
    expect(rfqAnswer({ status: 'viewed', total: null, deadline: earlier }, now)).toBe('No response')
    expect(rfqAnswer({ status: 'expired', total: null, deadline: earlier }, now)).toBe(
      'No response',
    )
    expect(rfqAnswer({ status: 'cancelled', total: null, deadline: later }, now)).toBe(
      'No response',
    )
  })

  it('leaves the quoted total to the caller', () => {
    expect(rfqAnswer({ status: 'not_awarded', total: 120, deadline: earlier }, now)).toBeNull()
  })
})

describe('numbers shown the same on every screen', () => {
  it('shows rates as percentages with at most one decimal', () => {
    expect(formatPercent(2 / 3)).toBe('66.7%')
    expect(formatPercent(0.5)).toBe('50%')
    expect(formatPercent(1)).toBe('100%')
    expect(formatPercent(0)).toBe('0%')
    expect(formatPercent(0.12345)).toBe('12.3%')
  })

  it('shows days with at most one decimal and the right noun', () => {
    expect(formatDays(4.25)).toBe('4.3 days')
    expect(formatDays(1)).toBe('1 day')
    expect(formatDays(12)).toBe('12 days')
  })

  it('shows an estimated total as a lower bound', () => {
    expect(formatCount(10_000, true)).toBe('10,000+')
    expect(formatCount(1234)).toBe('1,234')
    expect(formatCount(1234, false)).toBe('1,234')
  })
})
