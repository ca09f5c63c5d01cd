import { Select } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'

// A time as the editor types it: a whole amount beside its unit (Wait for 2 days, Give up after
// 3 days). The amount's name is the field its problems land on; the unit is `<name>Unit`.

export interface AmountAndUnitProps<Unit extends string> {
  label: string
  /** The amount's form name (`steps.2.wait`); the unit's is this with `Unit` after it. */
  name: string
  amount: string
  unit: Unit
  units: readonly Unit[]
  onAmount: (amount: string) => void
  onUnit: (unit: Unit) => void
  description: string
  /** The least amount; 1 unless 0 means something (the deadline itself). */
  min?: number
  /** Left empty, it means "none" (no reminder) rather than a problem. */
  optional?: boolean
}

export function AmountAndUnit<Unit extends string>({
  label,
  name,
  amount,
  unit,
  units,
  onAmount,
  onUnit,
  description,
  min = 1,
  optional = false,
}: AmountAndUnitProps<Unit>) {
  return (
    <div className="ally-WorkflowEditor-wait">
      <TextInput
        label={label}
        name={name}
        type="number"
        min={min}
        inputMode="numeric"
        required={!optional}
        value={amount}
        onChange={onAmount}
        description={description}
      />
      <Select
        label="Unit"
        name={`${name}Unit`}
        options={units.map((id) => ({ id, label: id }))}
        selectedKey={unit}
        onSelectionChange={(chosen) => chosen && onUnit(chosen as Unit)}
      />
    </div>
  )
}
