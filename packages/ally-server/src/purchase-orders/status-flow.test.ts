import { PURCHASE_ORDER_STATUSES } from '@ally/sdk'
import { describe, expect, it } from 'vitest'
import { canMove, checkMove } from './status-flow'

// The moves docs/product-rules.md ("Purchase orders") allows, written out as the rules say them.
const ALLOWED = new Set([
  'draft→awaiting_approval',
  'draft→sent',
  'awaiting_approval→sent',
  'sent→acknowledged',
  'sent→declined',
  'acknowledged→partially_shipped',
  'acknowledged→shipped',
  'acknowledged→partially_received',
  'acknowledged→received',
  'partially_shipped→shipped',
  'partially_shipped→partially_received',
  'partially_shipped→received',
  'shipped→partially_received',
  'shipped→received',
  'partially_received→received',
  'partially_received→closed',
  'received→closed',
  'draft→cancelled',
  'awaiting_approval→cancelled',
  'sent→cancelled',
  'acknowledged→cancelled',
])

describe('the purchase order status flow', () => {
  it('allows exactly the documented moves and refuses every other pair', () => {
    for (const from of PURCHASE_ORDER_STATUSES) {
      for (const to of PURCHASE_ORDER_STATUSES) {
        expect(canMove(from, to), `${from} → ${to}`).toBe(ALLOWED.has(`${from}→${to}`))
      }
    }
  })

  it('refuses with a 409 that says where the PO stands', () => {
    expect(() => checkMove('PO-0007', 'received', 'cancelled')).toThrow(
      expect.objectContaining({
        status: 409,
        message: 'PO-0007 is received, so it can no longer be cancelled.',
      }),
    )
    expect(() => checkMove('PO-0007', 'partially_received', 'sent')).toThrow(
      'PO-0007 is partially received, so it cannot become sent.',
    )
    expect(() => checkMove('PO-0007', 'draft', 'sent')).not.toThrow()
  })
})
