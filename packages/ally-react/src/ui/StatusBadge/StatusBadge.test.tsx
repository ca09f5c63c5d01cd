import { shipmentStatus } from '@ally/sdk'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StatusBadge } from './StatusBadge'

afterEach(cleanup)

describe('StatusBadge', () => {
  it("names a status of a known kind in the SDK's words and tone", () => {
    render(<StatusBadge kind="rfq" status="not_awarded" />)
    const badge = screen.getByText('Not awarded')
    expect(badge.getAttribute('data-status')).toBe('not_awarded')
    expect(badge.getAttribute('data-tone')).toBe('neutral')
  })

  it('reads the same vocabulary for every kind', () => {
    render(
      <>
        <StatusBadge kind="vendor" status="invited" />
        <StatusBadge kind="order" status="cancelled" />
        <StatusBadge kind="purchaseOrder" status="partially_received" />
        <StatusBadge kind="quoteResponse" status="rejected" />
        <StatusBadge kind="shipment" status="in_transit" />
      </>,
    )
    expect(screen.getByText('Invited').getAttribute('data-tone')).toBe('warning')
    expect(screen.getByText('Cancelled').getAttribute('data-tone')).toBe('danger')
    expect(screen.getByText('Partially received').getAttribute('data-tone')).toBe('warning')
    expect(screen.getByText('Not awarded').getAttribute('data-status')).toBe('rejected')
    expect(screen.getByText('In transit').getAttribute('data-tone')).toBe('info')
  })

  it('shows a display chosen by a rule that needs more than the status', () => {
    const late = { status: 'in_transit' as const, late: true }
    render(<StatusBadge status={late.status} display={shipmentStatus(late)} className="x" />)
    const badge = screen.getByText('Late')
    expect(badge.getAttribute('data-tone')).toBe('warning')
    expect(badge.className).toBe('ally-StatusBadge x')
  })
})
