import { routeTo } from '@ally/sdk'
import { describe, expect, it } from 'vitest'
import { formFromPrefill, parseRfqPrefill } from './rfqPrefill'

const fromAddress = (href: string) =>
  parseRfqPrefill(new URL(href, 'http://ally.test').searchParams.get('prefill'))

describe('an RFQ written out elsewhere', () => {
  it('comes back from its address as written', () => {
    const prefill = {
      title: 'Cement for Abuja',
      orderType: 'supply' as const,
      currency: 'usd' as const,
      lines: [{ description: 'Cement, 50 kg bags & more', quantity: 2000, unit: 'kg' }],
      deliveryAddress: 'Abuja',
      deliveryDate: '2027-01-15',
      vendorIds: ['v-1'],
    }
    expect(fromAddress(routeTo.prefilledRfq(prefill))).toMatchObject(prefill)
  })

  it('takes only what fits a field from an address anyone could have written', () => {
    expect(parseRfqPrefill('not json')).toBeUndefined()
    expect(parseRfqPrefill('[1,2]')).toBeUndefined()
    expect(parseRfqPrefill(null)).toBeUndefined()
    const odd = parseRfqPrefill(
      JSON.stringify({
        title: 'x'.repeat(1000),
        orderType: 'weapons',
        currency: 'btc',
        lines: [{ description: '<b>bolts</b>', quantity: -3, unit: '' }, 'junk'],
        deliveryDate: 'next Tuesday',
        vendorIds: ['v-1', 7, { id: 'v-2' }],
      }),
    )
    expect(odd).toEqual({
      title: 'x'.repeat(200),
      orderType: undefined,
      currency: undefined,
      lines: [{ description: '<b>bolts</b>', quantity: 0, unit: 'pcs', specifications: undefined }],
      deliveryAddress: undefined,
      deliveryDate: undefined,
      vendorIds: ['v-1'],
    })
    // In the form, a quantity that was no quantity is left for the buyer to type.
    const form = formFromPrefill(odd ?? {})
    expect(form.lines[0]?.quantity).toBe('')
    expect(form.orderType).toBe('supply')
  })
})
