import { ROUTES, routeTo } from '@ally/sdk'
import { sql } from 'drizzle-orm'
import * as z from 'zod'
import { summaryRows } from '../../dashboard/queries'
import { resultRows } from '../../db/client'
import type { ToolContext } from './context'
import { counted, dayLabel, defineTool, openAction, type ToolResult } from './tool'

// "Who has not answered TA-0042?": the RFQs of an order's latest round and who answered them;
// without a reference, the open rounds' RFQs nobody answered (the dashboard home's lists).

interface RoundRfq {
  quoteId: string
  title: string
  taId: string
  deadline: string
  roundStatus: string
  vendorName: string
  status: string
  answered: boolean
}

/** The RFQs of the latest round of the order `reference`, vendors by name. */
async function latestRound(context: ToolContext, reference: string): Promise<RoundRfq[]> {
  const result = await context.db.execute(sql`
    select q.id as "quoteId", o.title, o.ta_id as "taId", q.deadline, q.status as "roundStatus",
      v.name as "vendorName", r.status,
      (r.responded_at is not null and r.status <> 'declined') as answered
    from orders o
    join lateral (
      select id, deadline, status from quotes
      where order_id = o.id order by created_at desc limit 1
    ) q on true
    join rfqs r on r.quote_id = q.id
    join vendors v on v.id = r.vendor_id
    where o.business_id = ${context.businessId} and o.ta_id = ${reference}
    order by lower(v.name)`)
  return resultRows<RoundRfq>(result)
}

function presentRound(reference: string, rfqs: RoundRfq[]): Omit<ToolResult, 'data'> {
  const [first] = rfqs
  if (!first) {
    return {
      summary: `I found no RFQs sent for ${reference}. Check the reference, or open the RFQs.`,
      actions: [openAction('Open RFQs', ROUTES.rfqs)],
    }
  }
  const waiting = rfqs.filter(
    (rfq) => !rfq.answered && rfq.status !== 'declined' && rfq.status !== 'cancelled',
  )
  const declined = rfqs.filter((rfq) => rfq.status === 'declined')
  const answered = rfqs.filter((rfq) => rfq.answered)
  const deadline = `deadline ${dayLabel(first.deadline)}`
  const lines = [
    waiting.length
      ? `**${counted(waiting.length, 'vendor')} of ${rfqs.length} ${waiting.length === 1 ? 'has' : 'have'} not answered ${first.taId}** (${first.title}, ${deadline}):`
      : `**Every vendor asked has answered ${first.taId}** (${first.title}, ${deadline}).`,
    ...waiting.map(
      (rfq) =>
        `- ${rfq.vendorName}${rfq.status === 'viewed' ? ' (opened it)' : rfq.status === 'expired' ? ' (expired)' : ''}`,
    ),
    ...(answered.length ? [`Answered: ${answered.map((rfq) => rfq.vendorName).join(', ')}.`] : []),
    ...(declined.length ? [`Declined: ${declined.map((rfq) => rfq.vendorName).join(', ')}.`] : []),
  ]
  const actions = [
    ...(answered.length
      ? [
          openAction(
            `Compare ${first.taId}'s answers`,
            routeTo.quoteResponses(first.quoteId),
            'compare',
          ),
        ]
      : []),
    openAction(`Open ${first.taId}`, routeTo.quote(first.quoteId)),
  ]
  return { summary: lines.join('\n'), actions }
}

export const unansweredRfqs = defineTool({
  name: 'unanswered_rfqs',
  description:
    "Who has not answered an order's RFQs (by its reference, e.g. TA-0042), or, without a reference, the RFQs of open rounds nobody answered yet.",
  input: z.object({
    reference: z
      .string()
      .regex(/^TA-\d{4,8}$/)
      .optional()
      .describe("The order's reference, e.g. TA-0042"),
  }),
  async run(context: ToolContext, { reference }) {
    if (reference) {
      const rfqs = await latestRound(context, reference)
      return { data: { reference, rfqs }, ...presentRound(reference, rfqs) }
    }
    const rows = await summaryRows(context.db, context.businessId, context.now, context.currency)
    const open = [...rows.ahead.rows, ...rows.past.rows]
    const total = rows.ahead.total + rows.past.total
    if (!total) {
      return {
        data: { waiting: [] },
        summary: 'No open RFQ is waiting for an answer.',
        actions: [],
      }
    }
    const summary = [
      `**${counted(total, 'RFQ')} of open rounds ${total === 1 ? 'has' : 'have'} no answer yet:**`,
      ...open
        .slice(0, 5)
        .map(
          (row) =>
            `- ${row.taId} ${row.title} · ${row.vendorName} · deadline ${dayLabel(row.deadline)}`,
        ),
      ...(total > 5 ? [`- and ${total - 5} more`] : []),
    ].join('\n')
    return {
      data: { waiting: open, total },
      summary,
      actions: [openAction('Open RFQs', ROUTES.rfqs)],
    }
  },
})
