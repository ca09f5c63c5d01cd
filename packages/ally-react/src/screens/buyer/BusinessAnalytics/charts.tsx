// The report's charts, drawn with visx. Fetched on first use (ChartFigure's lazy import), so visx
// lands in its own chunk: no other screen, and no host that never shows this one, downloads it.
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { useLayoutEffect, useRef, useState } from 'react'
import { type ChartPoint, chartHeight } from './chartPoints'

/** Before the first measure (and without ResizeObserver, as in tests): a laptop's column. */
const FALLBACK_WIDTH = 640

/** The width of the box the chart fills, followed as it resizes (phone rotation, side menu). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(FALLBACK_WIDTH)
  useLayoutEffect(() => {
    const box = ref.current
    if (!box || typeof ResizeObserver === 'undefined') return
    const measure = () => setWidth(box.clientWidth || FALLBACK_WIDTH)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

export interface AnalyticsChartProps {
  /** `bars`: one labelled bar a row (vendors, types, stages); `columns`: a series over time. */
  kind: 'bars' | 'columns'
  points: readonly ChartPoint[]
  /** Short axis ticks for the columns' values (`₦1.2M`). */
  tick?: (value: number) => string
}

/** A chart that fills its box's width; its height follows from the points (chartHeight). */
export default function AnalyticsChart({ kind, points, tick = String }: AnalyticsChartProps) {
  const { ref, width } = useWidth()
  const height = chartHeight(kind, points.length)
  return (
    <div ref={ref} className="ally-BusinessAnalytics-canvas">
      <svg width={width} height={height} aria-hidden="true" focusable="false">
        {kind === 'bars' ? (
          <Bars points={points} width={width} />
        ) : (
          <Columns points={points} width={width} height={height} tick={tick} />
        )}
      </svg>
    </div>
  )
}

const ROW = 44
const BAR = 14

/** Each point's label and value on a line, its bar beneath: readable at any width. */
function Bars({ points, width }: { points: readonly ChartPoint[]; width: number }) {
  const max = Math.max(0, ...points.map((point) => point.value ?? 0))
  const x = scaleLinear<number>({ domain: [0, max || 1], range: [0, width] })
  return (
    <Group top={4}>
      {points.map((point, index) => (
        <Group key={point.id} top={index * ROW}>
          <text className="ally-BusinessAnalytics-chartLabel" x={0} y={14}>
            {point.label.length > 40 ? `${point.label.slice(0, 39)}…` : point.label}
          </text>
          <text className="ally-BusinessAnalytics-chartValue" x={width} y={14} textAnchor="end">
            {point.text}
          </text>
          <Bar
            className="ally-BusinessAnalytics-track"
            x={0}
            y={20}
            width={width}
            height={BAR}
            rx={3}
          />
          {point.value !== null && (
            <Bar
              className="ally-BusinessAnalytics-barShape"
              data-series={point.series}
              x={0}
              y={20}
              width={Math.max(point.value > 0 ? 2 : 0, x(point.value))}
              height={BAR}
              rx={3}
            />
          )}
        </Group>
      ))}
    </Group>
  )
}

const MARGIN = { top: 8, right: 8, bottom: 28, left: 64 }

interface ColumnsProps {
  points: readonly ChartPoint[]
  width: number
  height: number
  tick: (value: number) => string
}

/** A column an interval, a value axis on the left; labels thin out on a narrow screen. */
function Columns({ points, width, height, tick }: ColumnsProps) {
  const inner = {
    width: Math.max(0, width - MARGIN.left - MARGIN.right),
    height: height - MARGIN.top - MARGIN.bottom,
  }
  const max = Math.max(0, ...points.map((point) => point.value ?? 0))
  const x = scaleBand<string>({
    domain: points.map((point) => point.id),
    range: [0, inner.width],
    padding: 0.2,
  })
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [inner.height, 0], nice: true })
  // A label about every 64 px: every month on a laptop, every third on a phone.
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(inner.width / 64))))
  const labels = new Map(points.map((point) => [point.id, point.label]))
  return (
    <Group left={MARGIN.left} top={MARGIN.top}>
      {points.map((point) => (
        <Bar
          key={point.id}
          className="ally-BusinessAnalytics-barShape"
          x={x(point.id) ?? 0}
          y={y(point.value ?? 0)}
          width={x.bandwidth()}
          height={inner.height - y(point.value ?? 0)}
          rx={2}
        />
      ))}
      <AxisLeft
        scale={y}
        numTicks={4}
        tickFormat={(value) => tick(Number(value))}
        axisClassName="ally-BusinessAnalytics-axis"
        tickLabelProps={{ className: 'ally-BusinessAnalytics-tick' }}
      />
      <AxisBottom
        top={inner.height}
        scale={x}
        tickValues={points.filter((_, index) => index % every === 0).map((point) => point.id)}
        tickFormat={(id) => labels.get(id) ?? id}
        axisClassName="ally-BusinessAnalytics-axis"
        tickLabelProps={{ className: 'ally-BusinessAnalytics-tick' }}
      />
    </Group>
  )
}
