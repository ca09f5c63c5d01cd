import { Email } from '@ally/sdk'

/** The most addresses a PO's e-mail is copied to (the endpoint's limit). */
export const MAX_PURCHASE_ORDER_CC = 10

/**
 * Copy-to addresses as typed: separated by commas (or semicolons, spaces, new lines), each
 * checked with the API's own e-mail rule, repeats dropped.
 *
 * @example
 * parseCc('a@x.test, b@x.test') // { addresses: ['a@x.test', 'b@x.test'] }
 * parseCc('a@x.test, nope') // { addresses: ['a@x.test'], error: 'Not an e-mail address: nope' }
 */
export function parseCc(typed: string): { addresses: string[]; error?: string } {
  const seen = new Set<string>()
  const addresses: string[] = []
  const wrong: string[] = []
  for (const part of typed.split(/[\s,;]+/)) {
    if (!part) continue
    if (!Email.safeParse(part).success) wrong.push(part)
    else if (!seen.has(part.toLowerCase())) {
      seen.add(part.toLowerCase())
      addresses.push(part)
    }
  }
  if (wrong.length) {
    return {
      addresses,
      error: `${wrong.length === 1 ? 'Not an e-mail address' : 'Not e-mail addresses'}: ${wrong.join(', ')}`,
    }
  }
  if (addresses.length > MAX_PURCHASE_ORDER_CC) {
    return { addresses, error: `Copy to at most ${MAX_PURCHASE_ORDER_CC} addresses.` }
  }
  return { addresses }
}
