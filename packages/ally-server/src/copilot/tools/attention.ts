import { formatMoney, isOwnerOrAdmin, ROUTES, routeTo } from '@ally/sdk'
import * as z from 'zod'
import { type Listed, type SummaryRows, summaryRows } from '../../dashboard/queries'
import type { ToolContext } from './context'
import { counted, dayLabel, defineTool, openAction, type ToolResult } from './tool'

// "What is late?" and "What needs me today?": the dashboard home's one statement
// (dashboard/queries.ts), read for the asker, listed as the home lists them.

/** How many rows of a list the reply names; the rest are counted and linked. */
const NAMED = 3

interface Section {
  title: string
  listed: Listed<{ id: string }>
  line: (row: never) => string
  href: (id: string) => string
  all: string
}

function section<Row extends { id: string }>(
  title: string,
  listed: Listed<Row>,
  line: (row: Row) => string,
  href: (id: string) => string,
  all: string,
): Section {
  return { title, listed, line: line as (row: never) => string, href, all }
}

/** The sections that have rows, as Markdown, with a card for the first row of each. */
function present(sections: Section[], nothing: string): Omit<ToolResult, 'data'> {
  const shown = sections.filter((s) => s.listed.total > 0)
  if (!shown.length) return { summary: nothing, actions: [] }
  const summary = shown
    .map((s) => {
      const rows = s.listed.rows.slice(0, NAMED).map((row) => `- ${s.line(row as never)}`)
      const more = s.listed.total - rows.length
      return [
        `**${s.title}** (${s.listed.total})`,
        ...rows,
        ...(more > 0 ? [`- and ${more} more`] : []),
      ].join('\n')
    })
    .join('\n\n')
  const actions = shown.map((s) => {
    const [first] = s.listed.rows
    return s.listed.total === 1 && first
      ? openAction(`Open ${s.line(first as never).split(' · ')[0]}`, s.href(first.id))
      : openAction(`Open ${s.title.toLowerCase()}`, s.all)
  })
  return { summary, actions }
}

const purchaseOrderLine = (row: {
  number: string
  vendorName: string
  amount: number
  currency: string
}) => `${row.number} · ${row.vendorName} · ${formatMoney(row.amount, row.currency)}`

function lateSections(rows: SummaryRows): Section[] {
  return [
    section(
      'Purchase orders past their delivery day',
      rows.overdue,
      (row) => `${purchaseOrderLine(row)} · due ${dayLabel(row.due)}`,
      routeTo.purchaseOrder,
      ROUTES.purchaseOrders,
    ),
    section(
      'Shipments past their estimated delivery',
      rows.late,
      (row) =>
        `${row.carrier} ${row.trackingNumber} · ${row.poNumber} · ${row.vendorName} · expected ${dayLabel(row.estimatedDelivery)}`,
      routeTo.shipment,
      ROUTES.shipments,
    ),
    section(
      'RFQs past their deadline without an answer',
      rows.past,
      (row) => `${row.taId} ${row.title} · ${row.vendorName} · deadline ${dayLabel(row.deadline)}`,
      routeTo.rfq,
      ROUTES.rfqs,
    ),
  ]
}

export const lateItems = defineTool({
  name: 'late_items',
  description:
    'What is late in the business: purchase orders past their delivery day, shipments past their estimate, RFQs past their deadline without an answer.',
  input: z.object({}),
  async run(context: ToolContext) {
    const rows = await summaryRows(context.db, context.businessId, context.now, context.currency)
    const sections = lateSections(rows)
    return {
      data: Object.fromEntries(sections.map((s) => [s.title, s.listed])),
      ...present(
        sections,
        'Nothing is late: every purchase order, shipment and RFQ is within its date.',
      ),
    }
  },
})

export const needsAttention = defineTool({
  name: 'needs_attention',
  description:
    'What needs the user today: purchase orders waiting for their approval, rounds with answers to compare, delivery issues, what is late, POs the vendor has not acknowledged.',
  input: z.object({}),
  async run(context: ToolContext) {
    const rows = await summaryRows(context.db, context.businessId, context.now, context.currency)
    const approves = isOwnerOrAdmin(context.role)
    const sections = [
      ...(approves
        ? [
            section(
              'Purchase orders waiting for your approval',
              rows.approval,
              purchaseOrderLine,
              routeTo.purchaseOrder,
              ROUTES.purchaseOrders,
            ),
          ]
        : []),
      section(
        'Rounds with answers to compare',
        rows.rounds,
        (row) => `${row.taId} ${row.title} · ${counted(row.answers, 'answer')}`,
        routeTo.quoteResponses,
        ROUTES.quotes,
      ),
      section(
        'Purchase orders with delivery issues',
        rows.issues,
        (row) => `${purchaseOrderLine(row)} · ${counted(row.open, 'open issue')}`,
        routeTo.purchaseOrder,
        ROUTES.purchaseOrders,
      ),
      ...lateSections(rows),
      section(
        'Purchase orders the vendor has not acknowledged',
        rows.acknowledgement,
        purchaseOrderLine,
        routeTo.purchaseOrder,
        ROUTES.purchaseOrders,
      ),
    ]
    return {
      data: Object.fromEntries(sections.map((s) => [s.title, s.listed])),
      ...present(
        sections,
        'Nothing waits for you today: no approvals, answers to compare, issues or late deliveries.',
      ),
    }
  },
})
