import { ORDER_TYPES, type OrderType } from '@ally/sdk'
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components/CheckboxGroup'
import '../forms/Checkbox.css'
import './vendors.css'

/** 'supply' → 'Supply'. */
export const orderTypeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1)

/** The order types a vendor serves, one checkbox each (ORDER_TYPES). */
export function OrderTypesField({
  value,
  onChange,
}: {
  value: OrderType[]
  onChange: (value: OrderType[]) => void
}) {
  return (
    <CheckboxGroup
      className="ally-OrderTypesField"
      value={value}
      onChange={(next) => onChange(next as OrderType[])}
    >
      <Label className="ally-OrderTypesField-label">Order types</Label>
      <div className="ally-OrderTypesField-options">
        {ORDER_TYPES.map((type) => (
          <Checkbox key={type} value={type} className="ally-Checkbox">
            {({ isSelected }) => (
              <>
                <span className="ally-Checkbox-box" aria-hidden="true">
                  {isSelected ? '✓' : null}
                </span>
                {orderTypeLabel(type)}
              </>
            )}
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  )
}
