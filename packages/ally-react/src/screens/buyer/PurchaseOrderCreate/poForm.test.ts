import { describe, expect, it } from 'vitest'
import { approvedFixture } from '../../../testing/orderFixtures'
import { purchaseOrderFixture } from '../../../testing/sourcingFixtures'
import {
  createBodyOf,
  emptyForm,
  emptyLine,
  formFrom,
  formNamesOf,
  lineTotal,
  type PoForm,
  type PoSource,
  problemsOf,
  totalsOf,
} from './poForm'

const TODAY = '2026-06-15'
const scratch: PoSource = { kind: 'scratch' }
const line = (description: string, quantity: string, unitPrice: string) => ({
  ...emptyLine(),
  description,
  quantity,
  unitPrice,
})
const formWith = (changes: Partial<PoForm>): PoForm => ({ ...emptyForm(), ...changes })

describe('poForm', () => {
  it('rounds each line to the cent before adding, as the server does', () => {
    expect(lineTotal({ quantity: '3', unitPrice: '0.335' })).toBe(1.01)
    const form = formWith({
      lines: [line('a', '3', '0.335'), line('b', '3', '0.335')],
      tax: '0.1',
      shippingCost: '0.2',
    })
    expect(totalsOf(form)).toEqual({ subtotal: 2.02, tax: 0.1, shippingCost: 0.2, total: 2.32 })
  })

  it('counts half-typed amounts as nothing, never as NaN', () => {
    const form = formWith({ lines: [line('a', '2', '')], tax: '-', shippingCost: 'abc' })
    expect(totalsOf(form)).toEqual({ subtotal: 0, tax: 0, shippingCost: 0, total: 0 })
  })

  it('fills an award’s lines and shipping, and the order’s delivery when known', () => {
    const award = approvedFixture({ purchaseOrderId: null })
    const form = formFrom({ kind: 'award', award, delivery: { address: 'Dock 3', date: null } })
    expect(form).toMatchObject({
      vendorId: 'boltco',
      currency: 'usd',
      shippingCost: '10',
      deliveryAddress: 'Dock 3',
      deliveryDate: '',
    })
    expect(form.lines.map(({ description, unitPrice }) => [description, unitPrice])).toEqual([
      ['M8 bolt', '0.5'],
      ['M8 nut', '0.2'],
    ])
    expect(formFrom({ kind: 'award', award }).deliveryAddress).toBe('')
  })

  it('skips wholly blank rows and maps the server’s line numbers back to the rows shown', () => {
    const form = formWith({ lines: [emptyLine(), line('Pipe', '2', '3')], vendorId: 'v' })
    expect(problemsOf(form, scratch, TODAY)).toEqual({})
    expect(createBodyOf(form, scratch).lines).toHaveLength(1)
    expect(
      formNamesOf({ 'lines.0.unitPrice': 'too large', lines: 'too many', vendorId: 'no' }, form),
    ).toEqual({ 'lines.1.unitPrice': 'too large', lines: 'too many', vendorId: 'no' })
  })

  it('refuses a delivery day already past, unless a saved draft has it already', () => {
    const form = formWith({
      vendorId: 'v',
      lines: [line('a', '1', '1')],
      deliveryDate: '2026-06-14',
    })
    expect(problemsOf(form, scratch, TODAY).deliveryDate).toBe('Choose today or a later day.')
    const po = purchaseOrderFixture(1, { status: 'draft', deliveryDate: '2026-06-14' })
    expect(problemsOf(form, { kind: 'edit', po }, TODAY).deliveryDate).toBeUndefined()
  })

  it('never sends a vendor or currency with an award', () => {
    const award = approvedFixture({ purchaseOrderId: null })
    const body = createBodyOf(formFrom({ kind: 'award', award }), { kind: 'award', award })
    expect(body).not.toHaveProperty('vendorId')
    expect(body).not.toHaveProperty('currency')
    expect(body.approvedQuoteResponseId).toBe('approved-1')
  })
})
