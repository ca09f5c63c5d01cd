import {
  type ComparedVendor,
  formatMoney,
  formatPercent,
  type QuoteComparison,
  routeTo,
} from '@ally/sdk'
import { and, eq } from 'drizzle-orm'
import * as z from 'zod'
import { summaryRows } from '../../dashboard/queries'
import { orders } from '../../db/schema'
import { compareQuote } from '../../sourcing/compare-quote'
import { ownQuotes } from '../../sourcing/quote-queries'
import type { ToolContext } from './context'
import { counted, dayLabel, defineTool, openAction, type ToolResult } from './tool'

// "Compare TA-0042": the latest round of an order side by side, as its comparison screen shows it
// (sourcing/compare-quote.ts: landed costs in the round's currency, the vendors' records), with a
// recommendation and the numbers it rests on: the lowest landed cost among answers still valid;
// within 2 % of it, the better on-time record, then the shorter lead time. What it would award
// per line is said when splitting saves money. Awarding stays on the comparison screen.

/** One vendor's answer in a round: `?vendor=` on the page (the React package's sourcingLinks.ts). */
const vendorDetail = (quoteId: string, vendorId: string) =>
  `${routeTo.quoteVendorDetail(quoteId)}?vendor=${encodeURIComponent(vendorId)}`

/** Answers this close to the cheapest are weighed on their record and lead time too. */
const CLOSE = 0.02

type Answered = ComparedVendor & {
  response: NonNullable<ComparedVendor['response']>
  total: number
}

const record = (rate: number | null) => (rate === null ? 'no record yet' : formatPercent(rate))

/** The answer to recommend among `valid` ones, cheapest first. */
function recommended(valid: Answered[]): Answered | undefined {
  const [cheapest] = valid
  if (!cheapest) return undefined
  const close = valid.filter((vendor) => vendor.total <= cheapest.total * (1 + CLOSE))
  return close.sort(
    (a, b) =>
      (b.onTimeRate ?? -1) - (a.onTimeRate ?? -1) ||
      a.response.leadTimeDays - b.response.leadTimeDays ||
      a.total - b.total,
  )[0]
}

/** Each line to the vendor quoting it cheapest: what a split would cost, when it beats `whole`. */
function splitByLine(comparison: QuoteComparison, valid: Answered[], whole: Answered) {
  const picks = comparison.lines.map((line) => {
    const offers = valid.flatMap((vendor) => {
      const quoted = vendor.lines.find((l) => l.lineId === line.id)
      return quoted ? [{ vendor, quoted }] : []
    })
    const best = offers.sort((a, b) => a.quoted.total - b.quoted.total)[0]
    return { line, best }
  })
  if (picks.some((pick) => !pick.best)) return null
  const vendorsUsed = new Set(picks.map((pick) => pick.best?.vendor.vendor.id))
  if (vendorsUsed.size < 2) return null
  // Each vendor chosen ships its own lines: its shipping counts once.
  const shipping = [...vendorsUsed].reduce(
    (sum, id) => sum + (valid.find((vendor) => vendor.vendor.id === id)?.shippingCost ?? 0),
    0,
  )
  const total = picks.reduce((sum, pick) => sum + (pick.best?.quoted.total ?? 0), 0) + shipping
  return total < whole.total ? { picks, total } : null
}

/** Why `pick` wins, with the numbers that decided it. */
function reasonFor(
  pick: Answered,
  cheapest: Answered,
  valid: Answered[],
  money: (amount: number) => string,
): string {
  const close = valid.filter(
    (vendor) => vendor !== pick && vendor.total <= cheapest.total * (1 + CLOSE),
  )
  const [rival] = close
  if (!rival) return 'the lowest landed cost among valid answers'
  const price =
    pick.total === rival.total
      ? `the same landed cost as ${rival.vendor.name}`
      : pick === cheapest
        ? `the lowest landed cost, ${rival.vendor.name} within ${formatPercent(CLOSE)} of it`
        : `within ${formatPercent(CLOSE)} of the lowest (${rival.vendor.name}, ${money(rival.total)})`
  if ((pick.onTimeRate ?? -1) !== (rival.onTimeRate ?? -1)) {
    return `${price}, and a better on-time record (${record(pick.onTimeRate)} against ${record(rival.onTimeRate)})`
  }
  if (pick.response.leadTimeDays !== rival.response.leadTimeDays) {
    return `${price}, and a shorter lead time (${counted(pick.response.leadTimeDays, 'day')} against ${rival.response.leadTimeDays})`
  }
  return `${price}, with the same record and lead time: either would do`
}

function present(comparison: QuoteComparison, today: string): Omit<ToolResult, 'data'> {
  const { quote } = comparison
  const money = (amount: number) => formatMoney(amount, quote.currency)
  const compare = openAction(
    `Compare ${quote.taId}'s answers`,
    routeTo.quoteResponses(quote.id),
    'compare',
  )
  const answered = comparison.vendors.filter(
    (vendor): vendor is Answered => vendor.response !== null && vendor.total !== null,
  )
  const heading = `**${quote.taId} ${quote.title}**: ${counted(answered.length, 'answer')} from ${counted(comparison.vendors.length, 'vendor')} asked.`
  if (comparison.awards.length) {
    const winners = [...new Set(comparison.awards.map((award) => award.vendorId))].map(
      (id) =>
        comparison.vendors.find((vendor) => vendor.vendor.id === id)?.vendor.name ?? 'a vendor',
    )
    return {
      summary: `${heading}\nIt is awarded already, to ${winners.join(' and ')}.`,
      actions: [compare],
    }
  }
  if (!answered.length) {
    return {
      summary: `${heading}\nNo vendor has answered yet, so there is nothing to compare.`,
      actions: [compare],
    }
  }
  const lines = answered.map(
    (vendor) =>
      `- ${vendor.vendor.name}: ${money(vendor.total)} landed (shipping ${money(vendor.shippingCost ?? 0)}), ` +
      `lead time ${counted(vendor.response.leadTimeDays, 'day')}, valid until ${dayLabel(vendor.response.validUntil)}` +
      `${vendor.response.validUntil < today ? ' (expired)' : ''}, on time ${record(vendor.onTimeRate)}`,
  )
  const valid = answered.filter((vendor) => vendor.response.validUntil >= today)
  const pick = recommended(valid)
  if (!pick) {
    return {
      summary: [
        heading,
        ...lines,
        '',
        'Every answer has expired: ask the vendors to renew them before awarding.',
      ].join('\n'),
      actions: [compare],
    }
  }
  const cheapest = valid[0] as Answered
  const why = reasonFor(pick, cheapest, valid, money)
  const split = splitByLine(comparison, valid, pick)
  const review = openAction(
    `Review ${pick.vendor.name}'s answer`,
    vendorDetail(quote.id, pick.vendor.id),
  )
  return {
    summary: [
      heading,
      ...lines,
      '',
      `**I would award ${pick.vendor.name}** at ${money(pick.total)}: ${why}.`,
      ...(split
        ? [
            `Split per line it would cost ${money(split.total)}, ${money(pick.total - split.total)} less:`,
            ...split.picks.map(
              ({ line, best }) =>
                `- ${line.description} → ${best?.vendor.vendor.name} (${money(best?.quoted.total ?? 0)})`,
            ),
          ]
        : []),
      'You decide and award on the comparison screen.',
    ].join('\n'),
    actions: [compare, review],
  }
}

/**
 * The reference of the one open round with answers; else what to say: which rounds there are to
 * choose from, or that none has answers.
 */
async function onlyRoundToCompare(context: ToolContext): Promise<string | ToolResult> {
  const { rounds } = await summaryRows(
    context.db,
    context.businessId,
    context.now,
    context.currency,
  )
  const [only] = rounds.rows
  if (rounds.total === 1 && only) return only.taId
  if (!only) {
    return {
      data: { rounds: [] },
      summary: 'No open round has answers to compare yet.',
      actions: [],
    }
  }
  return {
    data: { rounds: rounds.rows },
    summary: [
      `${counted(rounds.total, 'open round has', 'open rounds have')} answers. Which one? For example "Compare ${only.taId}".`,
      ...rounds.rows.map((row) => `- ${row.taId} ${row.title} · ${counted(row.answers, 'answer')}`),
    ].join('\n'),
    actions: rounds.rows
      .slice(0, 3)
      .map((row) =>
        openAction(`Compare ${row.taId}'s answers`, routeTo.quoteResponses(row.id), 'compare'),
      ),
  }
}

export const compareRound = defineTool({
  name: 'compare_round',
  description:
    "An order's latest round side by side (by its reference, e.g. TA-0042): each answer's landed cost, lead time, validity and the vendor's on-time record, and which answer to award and why, per line when a split is cheaper.",
  input: z.object({
    reference: z
      .string()
      .regex(/^TA-\d{4,8}$/)
      .optional()
      .describe("The order's reference, e.g. TA-0042; without it, the one open round with answers"),
  }),
  async run(context: ToolContext, { reference: asked }) {
    const reference = asked ?? (await onlyRoundToCompare(context))
    if (typeof reference !== 'string') return reference
    const [order] = await context.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.businessId, context.businessId), eq(orders.taId, reference)))
    const [latest] = order
      ? await ownQuotes(context.db, context.businessId, { orderId: order.id })
      : []
    if (!latest) {
      return {
        data: { reference, found: false },
        summary: `I found no round sent for ${reference}. Check the reference, or open the quotes.`,
        actions: [],
      }
    }
    // No file links: the comparison's attachments are the screen's to sign.
    const comparison = await compareQuote(
      context.db,
      context.businessId,
      latest,
      context.now,
      () => [],
    )
    const today = context.now.toISOString().slice(0, 10)
    return { data: comparison, ...present(comparison, today) }
  },
})
