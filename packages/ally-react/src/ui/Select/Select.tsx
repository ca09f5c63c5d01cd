import { DROPDOWN_MAX_HEIGHT } from '@ally/sdk'
import type { CSSProperties, ReactNode } from 'react'
import {
  Select as AriaSelect,
  Button,
  FieldError,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  type ValidationResult,
} from 'react-aria-components/Select'
import { cx } from '../internal/cx'
import { LineIcon } from '../internal/LineIcon'
import { RequiredMarker } from '../internal/RequiredMarker'
import '../internal/field.css'
import './Select.css'

/** One choice of a `Select`. */
export interface SelectOption {
  /** Stable key, reported by `onSelectionChange` and submitted with the form. */
  id: string
  /** Text the user sees and types to jump to the option. */
  label: string
}

export interface SelectProps {
  /** Visible label, also the trigger's accessible name. */
  label: ReactNode
  options: readonly SelectOption[]
  /** Controlled selection (`null` for none). */
  selectedKey?: string | null
  /** Uncontrolled initial selection. */
  defaultSelectedKey?: string | null
  onSelectionChange?: (key: string | null) => void
  /** Shown while nothing is selected. @default 'Select an item' (localised by react-aria) */
  placeholder?: string
  /** Shows an `*` after the label and makes form submission require a choice. */
  isRequired?: boolean
  isDisabled?: boolean
  /** Replaces the browser's message when the form is submitted without a required choice. */
  errorMessage?: string | ((validation: ValidationResult) => string)
  /** Form field name, submitted through a hidden native select. */
  name?: string
  /** Added to the root element's `ally-Select` class. */
  className?: string
}

// The menu height comes from the SDK constant; `--ally-select-max-height` still overrides it.
// (The cast: React's CSSProperties has no type for custom properties.)
const listBoxStyle = {
  '--ally-select-default-max-height': DROPDOWN_MAX_HEIGHT,
} as CSSProperties

/**
 * A dropdown select: a button that opens a listbox, fully operable by keyboard (arrow keys,
 * Enter, typeahead, Escape). An empty `options` list opens to a 'No Data' message.
 *
 * @example
 * const [currency, setCurrency] = useState<string | null>('usd')
 * <Select
 *   label="Currency"
 *   options={[{ id: 'usd', label: 'US dollar' }, { id: 'eur', label: 'Euro' }]}
 *   selectedKey={currency}
 *   onSelectionChange={setCurrency}
 * />
 */
export function Select({
  label,
  options,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isRequired = false,
  errorMessage,
  className,
  ...selectProps
}: SelectProps) {
  return (
    <AriaSelect
      {...selectProps}
      className={cx('ally-Select', className)}
      // `value`/`onChange` replace react-aria's deprecated selectedKey props; undefined keeps the
      // select uncontrolled.
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => onSelectionChange?.(toStringKey(key))}
      isRequired={isRequired}
      validationBehavior="native"
      // Otherwise react-aria refuses to open an empty list and 'No Data' is never seen.
      allowsEmptyCollection
    >
      <Label className="ally-Select-label">
        {label}
        {isRequired && <RequiredMarker />}
      </Label>
      <Button className="ally-Select-trigger">
        <SelectValue className="ally-Select-value" />
        <ChevronIcon />
      </Button>
      <FieldError className="ally-Select-error">{errorMessage}</FieldError>
      <Popover className="ally-Select-popover">
        <ListBox
          className="ally-Select-listbox"
          style={listBoxStyle}
          items={options}
          renderEmptyState={() => <span className="ally-Select-empty">No Data</span>}
        >
          {(option) => (
            <ListBoxItem className="ally-Select-option" id={option.id} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  )
}

function toStringKey(key: Key | null): string | null {
  return key == null ? null : String(key)
}

function ChevronIcon() {
  return (
    <LineIcon className="ally-Select-chevron" size={16}>
      <path d="M6 9l6 6 6-6" />
    </LineIcon>
  )
}
