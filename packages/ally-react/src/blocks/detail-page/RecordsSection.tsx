import { formatNumber } from '@ally/sdk'
import type { ReactNode } from 'react'
import { DataTable, type DataTableProps } from '../../ui/DataTable'
import { LOADED_LIST } from './loadedList'

export type RecordsSectionProps<T extends { id: string }> = Pick<
  DataTableProps<T>,
  'noun' | 'columns' | 'rows' | 'rowHref' | 'rowData'
> & {
  headingId: string
  /** The heading, with the count after it, and the table's label: "Shipments". */
  title: string
  /** With no row, a panel saying this (what will show here, and when) instead of the table. */
  none?: string
  /** With no row and no `none`, the table's own empty text. */
  empty?: ReactNode
  /** What follows the table: totals, a note on what is left. */
  children?: ReactNode
}

/**
 * A record page's titled table, of its items or of the records that followed from it (an order's
 * purchase orders, a PO's shipments): "Title (count)", then the rows, whole, or a panel saying
 * none are there yet.
 *
 * @example
 * <RecordsSection headingId={id} title="Shipments" noun="shipments" columns={COLUMNS}
 *   rows={shipments} none="No shipments yet." />
 */
export function RecordsSection<T extends { id: string }>({
  headingId,
  title,
  none,
  empty = null,
  rows,
  children,
  ...table
}: RecordsSectionProps<T>) {
  return (
    <section className="ally-SourcingSection" aria-labelledby={headingId}>
      <h2 id={headingId}>{`${title} (${formatNumber(rows.length, 0)})`}</h2>
      {rows.length === 0 && none !== undefined ? (
        <p className="ally-SourcingPanel">{none}</p>
      ) : (
        <DataTable aria-label={title} rows={rows} list={LOADED_LIST} empty={empty} {...table} />
      )}
      {children}
    </section>
  )
}
