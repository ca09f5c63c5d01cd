import { describe, expect, it } from 'vitest'
import { amountsIn, currencyNamed, parseAmount } from './amounts'

describe('parseAmount', () => {
  it.each([
    ['1,250,000.00', 1_250_000],
    ['1.234,50', 1234.5],
    ['12,50', 12.5],
    ['1,250', 1250],
    ['0.450', 0.45],
    ['45', 45],
    ['12.5', 12.5],
  ])('reads %s as %d', (written, value) => {
    expect(parseAmount(written)).toBe(value)
  })
})

describe('amountsIn', () => {
  it('reads signs and codes before or after, and which are money', () => {
    const tokens = amountsIn('₦45 each, 450.00 NGN, US$12.50, €1.234,50 and 500 pcs')
    expect(
      tokens.map(({ value, currency, moneyLike, quantityLike }) => ({
        value,
        currency,
        moneyLike,
        quantityLike,
      })),
    ).toEqual([
      { value: 45, currency: 'ngn', moneyLike: true, quantityLike: false },
      { value: 450, currency: 'ngn', moneyLike: true, quantityLike: false },
      { value: 12.5, currency: 'usd', moneyLike: true, quantityLike: false },
      { value: 1234.5, currency: 'eur', moneyLike: true, quantityLike: false },
      { value: 500, currency: null, moneyLike: false, quantityLike: true },
    ])
  })

  it('leaves out codes, dates, times, shares and phone numbers', () => {
    expect(amountsIn('M8 bolts, 50kg bags, 16/11/2026 at 09:30, 15% off, call +234 803')).toEqual(
      [],
    )
  })

  it('groups thousands with a plain space only as the French write them, before a comma or a sign', () => {
    expect(amountsIn('500 225.00').map((token) => token.value)).toEqual([225])
    expect(
      amountsIn('Total : 1 548,00 € HT').map((token) => [token.value, token.currency]),
    ).toEqual([[1548, 'eur']])
    expect(amountsIn('7 200 ₦ la boîte').map((token) => [token.value, token.currency])).toEqual([
      [7200, 'ngn'],
    ])
    // A sign after the number counts, with a space or without, when no word follows it.
    expect(
      amountsIn('45 ₦ la pièce, 3,10€').map((token) => [token.value, token.moneyLike]),
    ).toEqual([
      [45, true],
      [3.1, true],
    ])
  })
})

describe('currencyNamed', () => {
  it('names one currency, or none when a text names several', () => {
    expect(currencyNamed('All prices are in US dollars')).toBe('usd')
    expect(currencyNamed('Prices in naira')).toBe('ngn')
    expect(currencyNamed('We take EUR or GBP')).toBeNull()
  })
})
