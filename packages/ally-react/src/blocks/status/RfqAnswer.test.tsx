import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { rfqFixture } from '../../testing/sourcingFixtures'
import { RfqAnswer } from './RfqAnswer'

// Issue #28: after a split award, lists showed each winner's whole quote (5,155 and 5,185)
// instead of what it won (3,190 and 1,905).

describe('RfqAnswer', () => {
  it('shows what an awarded vendor won in a split award, and its whole quote beneath', () => {
    const rfq = rfqFixture(1, {
      status: 'awarded',
      currency: 'usd',
      total: 5155,
      awardedTotal: 3190,
    })
    const { container } = render(<RfqAnswer rfq={rfq} />)
    expect(container.textContent).toBe('$3,190.00 of $5,155.00 quoted')
    expect(screen.getByText('of $5,155.00 quoted')).toBeTruthy()
  })

  it('shows the total alone when the vendor won all it quoted, or is not awarded yet', () => {
    const whole = rfqFixture(2, {
      status: 'awarded',
      currency: 'usd',
      total: 900,
      awardedTotal: 900,
    })
    expect(render(<RfqAnswer rfq={whole} />).container.textContent).toBe('$900.00')
    const answered = rfqFixture(3, { status: 'responded', currency: 'usd', total: 900 })
    expect(render(<RfqAnswer rfq={answered} />).container.textContent).toBe('$900.00')
  })
})
