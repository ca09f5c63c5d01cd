import { formatMoney } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses } from '../../db/schema'
import { awardQuote } from '../../sourcing/award-quote'
import { compareQuote } from '../../sourcing/compare-quote'
import { ownQuoteOrNotFound } from '../../sourcing/quote-queries'
import { remindRound } from '../../sourcing/rfq-actions'
import type { OpenedRun, RunContext, StepOutcome } from '../run-records'
import type { RunServices } from '../runs'
import type { PickBestQuoteConfig } from '../step-configs'
import { needed, once } from './once'

// The steps that work on the round an earlier `send_rfq` step opened: remind the vendors who have
// not answered, choose the best answer by the step's rule, award it (docs/product-rules.md,
// "Workflows").

type Run = OpenedRun & { runId: string }
type Step = { id: string; config: Record<string, unknown> }

const NO_ROUND = 'No earlier step of this run sent an RFQ'

async function businessName(tx: Db, businessId: string) {
  const [row] = await tx
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row?.name ?? 'A buyer'
}

/** A `remind` step: e-mails every vendor of the round that has not answered, with a new link. */
export function remind(services: RunServices, run: Run, step: Step, context: RunContext) {
  return once(services, run, step.id, 'sourcing', async (tx) => {
    const quoteId = needed(context.quoteId, NO_ROUND)
    const reminded = await remindRound(
      { ...services, db: tx },
      run.businessId,
      await businessName(tx, run.businessId),
      quoteId,
    )
    const count = reminded.length
    return {
      output: count
        ? `Reminded ${count} vendor${count === 1 ? '' : 's'} who had not answered`
        : 'No vendor was still waiting to answer; nobody reminded',
    }
  })
}

/** The rule's limits an answer misses, in words; none when it meets them all. */
function missed(
  vendor: { total: number | null; leadTimeDays: number; onTimeRate: number | null },
  rule: PickBestQuoteConfig,
  currency: string,
): string[] {
  const reasons: string[] = []
  if (rule.maxTotal !== undefined && (vendor.total ?? Infinity) > rule.maxTotal) {
    reasons.push(`over ${formatMoney(rule.maxTotal, currency)}`)
  }
  if (rule.maxLeadTimeDays !== undefined && vendor.leadTimeDays > rule.maxLeadTimeDays) {
    reasons.push(`lead time over ${rule.maxLeadTimeDays} days`)
  }
  if (rule.minOnTimeRate !== undefined && (vendor.onTimeRate ?? -1) < rule.minOnTimeRate) {
    reasons.push(`on time under ${Math.round(rule.minOnTimeRate * 100)}%`)
  }
  return reasons
}

/**
 * A `pick_best_quote` step: the lowest landed cost among the round's answers that meet the rule.
 * When none does, the run ends here, saying why, and nothing is awarded.
 */
export function pickBestQuote(services: RunServices, run: Run, step: Step, context: RunContext) {
  const rule = step.config as PickBestQuoteConfig
  return once(services, run, step.id, undefined, async (tx): Promise<StepOutcome> => {
    const quoteId = needed(context.quoteId, NO_ROUND)
    const row = await ownQuoteOrNotFound(tx, run.businessId, quoteId)
    // Attachments' links are not needed to choose: none are signed.
    const compared = await compareQuote(tx, run.businessId, row, services.now(), () => [])
    const currency = compared.quote.currency
    const answers = compared.vendors.flatMap((vendor) =>
      vendor.response && vendor.total !== null
        ? [{ ...vendor, response: vendor.response, leadTimeDays: vendor.response.leadTimeDays }]
        : [],
    )
    // Lowest landed cost first, as the comparison lists them.
    const best = answers.find((answer) => !missed(answer, rule, currency).length)
    if (!best) {
      const why = answers.length
        ? answers.map((a) => `${a.vendor.name} ${missed(a, rule, currency).join(', ')}`).join('; ')
        : 'no vendor answered'
      return { output: `No answer met the rule (${why}); nothing awarded`, result: { stop: true } }
    }
    const choice = `${best.vendor.name}: ${formatMoney(best.total ?? 0, currency)} landed, ${best.leadTimeDays} days' lead time`
    return {
      output: choice,
      result: { quoteResponseId: best.response.id, vendorName: best.vendor.name, choice },
    }
  })
}

/** An `accept_quote` step: awards the chosen answer whole; the other vendors are told. */
export function acceptQuote(services: RunServices, run: Run, step: Step, context: RunContext) {
  const note = typeof step.config.note === 'string' ? step.config.note : undefined
  return once(services, run, step.id, 'award', async (tx, maker) => {
    const quoteResponseId = needed(context.quoteResponseId, 'No earlier step chose an answer')
    const awarded = await awardQuote(
      { ...services, db: tx },
      {
        businessId: run.businessId,
        businessName: await businessName(tx, run.businessId),
        userId: maker.id,
        awards: [{ quoteResponseId }],
        ...(note ? { note } : {}),
      },
    )
    return {
      output: `Awarded ${context.taId ?? 'the round'} to ${context.vendorName ?? 'the chosen vendor'}`,
      result: { approvedId: awarded.approvedIds[0] },
    }
  })
}
