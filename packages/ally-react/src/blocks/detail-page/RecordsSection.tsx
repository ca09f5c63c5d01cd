import { formatNumber } from '@ally/sdk'
import { DataTable, type DataTableProps } from '../../ui/DataTable'
import { LOADED_LIST } from './loadedList'

export type RecordsSectionProps<T extends { id: string }> = Pick<
  DataTableProps<T>,
  'noun' | 'columns' | 'rows' | 'rowHref' | 'rowData'
> & {
  headingId: string
  /** The heading, with the count after it, and the table's label: "Shipments". */
  title: string
  /** What the panel says while there is no row: what will show here, and when. */
  none: string
}

/**
 * A record page's section of the records that followed from it (an order's purchase orders, a
 * PO's shipments): "Title (count)", then their table, or a panel saying none are there yet.
 *
 * @example
 * <RecordsSection headingId={id} title="Shipments" noun="shipments" columns={COLUMNS}
 *   rows={shipments} none="No shipments yet." />
 */
export function RecordsSection<T extends { id: string }>({
  headingId,
  title,
  none,
  rows,
  ...table
}: RecordsSectionProps<T>) {
  return (
    <section className="ally-SourcingSection" aria-labelledby={headingId}>
      <h2 id={headingId}>{`${title} (${formatNumber(rows.length, 0)})`}</h2>
      {rows.length === 0 ? (
        <p className="ally-SourcingPanel">{none}</p>
      ) : (
        <DataTable aria-label={title} rows={rows} list={LOADED_LIST} empty={null} {...table} />
      )}
    </section>
  )
}
