import { type listVendors, ORDER_TYPES, type OrderType } from '@ally/sdk'
import { useMemo, useState } from 'react'
import { orderTypeLabel } from '../../../blocks/vendors/OrderTypesField'
import { pagedItems } from '../../../queries/endpoint'
import { useVendorList } from '../../../queries/vendors'
import { Select } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import {
  analyticsRange,
  BUSINESS_ANALYTICS_PERIODS,
  type BusinessAnalyticsFilters,
} from './filters'

const ALL = 'all'
const INTERVALS = [
  { id: 'month', label: 'By month' },
  { id: 'week', label: 'By week' },
] as const
const ORDER_TYPE_OPTIONS = [
  { id: ALL, label: 'All order types' },
  ...ORDER_TYPES.map((id) => ({ id, label: orderTypeLabel(id) })),
]
/** The largest page the vendor list gives: the picker's choices. */
const VENDOR_CHOICES = 100

interface FiltersProps {
  filters: BusinessAnalyticsFilters
  onChange: (patch: Partial<BusinessAnalyticsFilters>) => void
}

/** Period (a preset or a custom range), interval, vendor and order type. */
export function FilterBar({ filters, onChange }: FiltersProps) {
  const vendors = useVendorList({ limit: VENDOR_CHOICES })
  const vendorOptions = useMemo(
    () => [
      { id: ALL, label: 'All vendors' },
      ...pagedItems<typeof listVendors>(vendors.data).map((vendor) => ({
        id: vendor.id,
        label: vendor.name,
      })),
    ],
    [vendors.data],
  )
  const choosePeriod = (key: string | null) => {
    const period = BUSINESS_ANALYTICS_PERIODS.find((option) => option.id === key)?.id
    if (!period || period === filters.period) return
    // A custom range starts from the days the preset covered, for the user to move.
    onChange(period === 'custom' ? { period, ...analyticsRange(filters) } : { period })
  }
  return (
    <div className="ally-BusinessAnalytics-filters">
      <Select
        className="ally-BusinessAnalytics-filter"
        label="Period"
        options={BUSINESS_ANALYTICS_PERIODS}
        selectedKey={filters.period}
        onSelectionChange={choosePeriod}
      />
      {filters.period === 'custom' && <CustomRange filters={filters} onChange={onChange} />}
      <Select
        className="ally-BusinessAnalytics-filter"
        label="Interval"
        options={INTERVALS}
        selectedKey={filters.interval}
        onSelectionChange={(key) => {
          const interval = INTERVALS.find((option) => option.id === key)?.id
          if (interval && interval !== filters.interval) onChange({ interval })
        }}
      />
      <Select
        className="ally-BusinessAnalytics-filter"
        label="Vendor"
        options={vendorOptions}
        selectedKey={filters.vendorId ?? ALL}
        onSelectionChange={(key) => {
          const vendorId = key && key !== ALL ? key : undefined
          if (vendorId !== filters.vendorId) onChange({ vendorId })
        }}
      />
      <Select
        className="ally-BusinessAnalytics-filter"
        label="Order type"
        options={ORDER_TYPE_OPTIONS}
        selectedKey={filters.orderType ?? ALL}
        onSelectionChange={(key) => {
          const orderType = ORDER_TYPES.find((type) => type === key) as OrderType | undefined
          if (orderType !== filters.orderType) onChange({ orderType })
        }}
      />
    </div>
  )
}

/**
 * The first and last day of a custom period. A pair is applied once both are days and the first
 * is not after the last; until then the figures stay those of the last pair applied.
 */
function CustomRange({ filters, onChange }: FiltersProps) {
  const [draft, setDraft] = useState({ from: filters.from ?? '', to: filters.to ?? '' })
  const change = (key: 'from' | 'to', value: string) => {
    const next = { ...draft, [key]: value }
    setDraft(next)
    if (next.from && next.to && next.from <= next.to) onChange(next)
  }
  return (
    <>
      <TextInput
        className="ally-BusinessAnalytics-filter"
        label="From"
        type="date"
        value={draft.from}
        max={draft.to || undefined}
        onChange={(value) => change('from', value)}
      />
      <TextInput
        className="ally-BusinessAnalytics-filter"
        label="To"
        type="date"
        value={draft.to}
        min={draft.from || undefined}
        onChange={(value) => change('to', value)}
      />
    </>
  )
}
