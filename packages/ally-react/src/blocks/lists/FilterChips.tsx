import { type ReactNode, useId, useMemo } from 'react'
import { ToggleButton } from 'react-aria-components/ToggleButton'
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup'
import { cx } from '../../ui/internal/cx'
import { Select } from '../../ui/Select'
import './FilterChips.css'

const ALL = 'all'

export interface StatusChipsProps<S extends string> {
  /** Every status, in the order a record moves through them, with its words. */
  options: readonly { id: S; label: string }[]
  /** The chosen status; undefined is "All". */
  value: S | undefined
  onChange: (status: S | undefined) => void
  /** The group's visible name. @default 'Status' */
  label?: string
  className?: string
}

/**
 * "All" and one chip per status, a single choice (a radio group to assistive technology): a list
 * filtered by one status at a time. Chips wrap, so every status stays in sight on a phone.
 *
 * @example
 * <StatusChips options={SHIPMENT_STATUSES.map((id) => ({ id, label: … }))}
 *   value={filters.status} onChange={(status) => change({ ...filters, status })} />
 */
export function StatusChips<S extends string>({
  options,
  value,
  onChange,
  label = 'Status',
  className,
}: StatusChipsProps<S>) {
  const labelId = useId()
  return (
    <div className={cx('ally-StatusChips', className)}>
      <span id={labelId} className="ally-StatusChips-label">
        {label}
      </span>
      <ToggleButtonGroup
        className="ally-StatusChips-group"
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value ?? ALL]}
        onSelectionChange={(keys) => {
          const [next] = keys
          if (next === undefined) return
          onChange(next === ALL ? undefined : (next as S))
        }}
      >
        <ToggleButton id={ALL} className="ally-FilterChip">
          All
        </ToggleButton>
        {options.map((option) => (
          <ToggleButton key={option.id} id={option.id} className="ally-FilterChip">
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  )
}

export type StatusSelectProps<S extends string> = StatusChipsProps<S>

/**
 * The same one-status filter as StatusChips, as a menu ("All statuses", then each status): for a
 * list whose row of fields has room for one more but not for a row of chips.
 *
 * @example
 * <StatusSelect options={RFQ_STATUSES.map((id) => ({ id, label: rfqStatus(id).label }))}
 *   value={filters.status} onChange={(status) => change({ ...filters, status })} />
 */
export function StatusSelect<S extends string>({
  options,
  value,
  onChange,
  label = 'Status',
  className,
}: StatusSelectProps<S>) {
  const items = useMemo(() => [{ id: ALL, label: 'All statuses' }, ...options], [options])
  return (
    <Select
      className={className}
      label={label}
      options={items}
      selectedKey={value ?? ALL}
      onSelectionChange={(key) => onChange(key && key !== ALL ? (key as S) : undefined)}
    />
  )
}

export interface FilterChipProps {
  isSelected: boolean
  onChange: (isSelected: boolean) => void
  children: ReactNode
  className?: string
}

/**
 * An on/off filter that looks like the status chips ("Late only"): a toggle button, pressed while
 * the filter is on.
 */
export function FilterChip({ isSelected, onChange, children, className }: FilterChipProps) {
  return (
    <ToggleButton
      className={cx('ally-FilterChip', className)}
      isSelected={isSelected}
      onChange={onChange}
    >
      {children}
    </ToggleButton>
  )
}
