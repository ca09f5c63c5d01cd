import { type CSSProperties, lazy, Suspense, useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { LOADED_LIST } from '../../../blocks/detail-page/loadedList'
import { DataTable, type DataTableColumn } from '../../../ui/DataTable'
import { Spinner } from '../../../ui/Spinner'
import { type ChartPoint, chartHeight, chartSummary } from './chartPoints'
import type { AnalyticsTable } from './tables'

// visx and the charts come in their own chunk, on the first chart this screen draws.
const AnalyticsChart = lazy(() => import('./charts'))

export interface ChartFigureProps<T extends { id: string }> {
  /** The chart's data as a table: what "Show table" swaps in. */
  table: AnalyticsTable<T>
  kind: 'bars' | 'columns'
  points: readonly ChartPoint[]
  tick?: (value: number) => string
  /** A sentence under the caption, e.g. how the bars were chosen. */
  note?: string
  /** What the figure says when there is nothing to draw. */
  empty: string
}

/**
 * A chart under its caption with a "Show table" button: one click (or Enter) swaps the chart for
 * the same data as a table, and "Show chart" swaps it back. The chart is an image named by every point it draws.
 */
export function ChartFigure<T extends { id: string }>({
  table,
  kind,
  points,
  tick,
  note,
  empty,
}: ChartFigureProps<T>) {
  const captionId = useId()
  const [asTable, setAsTable] = useState(false)
  const nothing = table.rows.length === 0
  return (
    <figure
      className="ally-BusinessAnalytics-figure"
      aria-labelledby={captionId}
      data-chart={table.id}
      data-view={asTable ? 'table' : 'chart'}
    >
      <div className="ally-BusinessAnalytics-figureHead">
        <figcaption id={captionId} className="ally-BusinessAnalytics-caption">
          {table.title}
        </figcaption>
        {!nothing && (
          // The name says what a press does; the caption (its description) says which chart.
          <Button
            className="ally-BusinessAnalytics-toggle"
            aria-describedby={captionId}
            onPress={() => setAsTable((shown) => !shown)}
          >
            {asTable ? 'Show chart' : 'Show table'}
          </Button>
        )}
      </div>
      {note && !nothing && <p className="ally-BusinessAnalytics-note">{note}</p>}
      {nothing ? (
        <p className="ally-BusinessAnalytics-nothing">{empty}</p>
      ) : asTable ? (
        <FigureTable table={table} />
      ) : (
        <FigureChart title={table.title} kind={kind} points={points} tick={tick} />
      )}
    </figure>
  )
}

function FigureChart({
  title,
  kind,
  points,
  tick,
}: { title: string } & Pick<ChartFigureProps<{ id: string }>, 'kind' | 'points' | 'tick'>) {
  // The box is as tall before the chart's code arrives as after: nothing below it moves.
  const style = { minBlockSize: `${chartHeight(kind, points.length)}px` } as CSSProperties
  return (
    <div
      role="img"
      aria-label={chartSummary(title, points)}
      className="ally-BusinessAnalytics-plot"
      style={style}
    >
      <Suspense
        fallback={
          <div className="ally-BusinessAnalytics-chartLoading">
            <Spinner size="small" aria-label={`Loading the chart of ${title.toLowerCase()}`} />
          </div>
        }
      >
        <AnalyticsChart kind={kind} points={points} tick={tick} />
      </Suspense>
    </div>
  )
}

/** The chart's data, every row of it, in the project's table. */
function FigureTable<T extends { id: string }>({ table }: { table: AnalyticsTable<T> }) {
  const columns: DataTableColumn<T>[] = table.columns.map((column, index) => ({
    id: `c${index}`,
    name: column.header,
    cell: column.text,
    isRowHeader: index === 0,
    align: column.numeric ? 'end' : 'start',
  }))
  return (
    <DataTable
      className="ally-BusinessAnalytics-table"
      aria-label={table.title}
      noun="rows"
      columns={columns}
      rows={table.rows}
      list={LOADED_LIST}
      empty={<p>Nothing in this period.</p>}
    />
  )
}
