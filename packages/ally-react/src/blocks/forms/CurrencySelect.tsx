import type { Currency } from '@ally/sdk'
import { Select } from '../../ui/Select'
import { CURRENCY_OPTIONS } from './currencyOptions'

export interface CurrencySelectProps {
  value: Currency
  onChange: (currency: Currency) => void
}

/**
 * A form's currency (`currency`), every currency with its symbol.
 *
 * @example
 * <CurrencySelect value={form.currency} onChange={(currency) => patch({ currency })} />
 */
export function CurrencySelect({ value, onChange }: CurrencySelectProps) {
  return (
    <Select
      label="Currency"
      name="currency"
      options={CURRENCY_OPTIONS}
      selectedKey={value}
      onSelectionChange={(key) => key && onChange(key as Currency)}
    />
  )
}
