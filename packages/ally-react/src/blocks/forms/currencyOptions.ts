import { CURRENCIES, CURRENCY_SYMBOLS } from '@ally/sdk'
import type { SelectOption } from '../../ui/Select'

/** Every currency as a select shows it: `USD ($)`, `NGN (₦)`, … (SPEC.md §3's symbols). */
export const CURRENCY_OPTIONS: readonly SelectOption[] = CURRENCIES.map((id) => ({
  id,
  label: `${id.toUpperCase()} (${CURRENCY_SYMBOLS[id]})`,
}))
