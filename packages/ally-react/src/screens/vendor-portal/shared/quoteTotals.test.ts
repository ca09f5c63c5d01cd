import { describe, expect, it } from 'vitest'
import { quoteTotals } from './quoteTotals'

const asked = [
  {
    id: 'l1',
    description: 'Valve',
    quantity: 12,
    unit: 'pcs',
    specifications: null,
    attachments: [],
  },
  {
    id: 'l2',
    description: 'Gasket',
    quantity: 3,
    unit: 'sets',
    specifications: null,
    attachments: [],
  },
]

describe('quoteTotals', () => {
  it('totals price × quantity per line, then the subtotal, shipping and total', () => {
    expect(
      quoteTotals(asked, {
        lines: [
          { unitPrice: '450.5', quantity: '10' },
          { unitPrice: '12.25', quantity: '3' },
        ],
        shippingCost: '200',
      }),
    ).toEqual({
      lines: [4505, 36.75],
      quoted: 2,
      subtotal: 4541.75,
      shippingCost: 200,
      total: 4741.75,
    })
  })

  it('leaves a line without a usable price unquoted, and an empty quantity is the one asked', () => {
    expect(
      quoteTotals(asked, {
        lines: [
          { unitPrice: '2', quantity: '' },
          { unitPrice: '-1', quantity: '3' },
        ],
        shippingCost: 'x',
      }),
    ).toEqual({ lines: [24, null], quoted: 1, subtotal: 24, shippingCost: 0, total: 24 })
    expect(quoteTotals(asked, { lines: [], shippingCost: '' })).toMatchObject({
      lines: [null, null],
      quoted: 0,
      total: 0,
    })
  })

  it('rounds as the server stores it: prices to the cent, the sum of the lines once', () => {
    expect(
      quoteTotals(asked, { lines: [{ unitPrice: '0.005', quantity: '1' }], shippingCost: '1.006' }),
    ).toMatchObject({ lines: [0.01, null], subtotal: 0.01, shippingCost: 1.01, total: 1.02 })
    // Each line shows 0.00, yet together they make a cent.
    expect(
      quoteTotals(asked, {
        lines: [
          { unitPrice: '0.1', quantity: '0.045' },
          { unitPrice: '0.1', quantity: '0.045' },
        ],
        shippingCost: '',
      }),
    ).toMatchObject({ lines: [0, 0], subtotal: 0.01, total: 0.01 })
  })
})
