import { TextInput, type TextInputProps } from './TextInput'

export type AmountInputProps = Omit<TextInputProps, 'type' | 'min' | 'step' | 'inputMode'> & {
  /** Money in a currency's cents (steps of 0.01); otherwise any fraction (quantities, rates). */
  cents?: boolean
}

/** A non-negative amount: a number field that opens the decimal keypad on phones. */
export function AmountInput({ cents, ...props }: AmountInputProps) {
  return (
    <TextInput {...props} type="number" min={0} step={cents ? 0.01 : 'any'} inputMode="decimal" />
  )
}
