import { roleOf } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import { builtInReply } from '../../copilot/assistant/reply'
import { businesses } from '../../db/schema'
import type { OpenedRun, RunContext, StepOutcome } from '../run-records'
import type { RunServices } from '../runs'
import type { CopilotSummaryConfig } from '../step-configs'
import { once } from './once'

/** The longest summary a step keeps and hands on: what an e-mail reads comfortably. */
const MAX_SUMMARY = 4000

/**
 * A `copilot_summary` step: asks the co-pilot's built-in assistant the step's question as its
 * maker would, about the run's order or PO (as if asked from that record's page), and keeps the
 * answer; the run's later e-mails carry it (docs/product-rules.md, "Workflows").
 */
export function copilotSummary(
  services: RunServices,
  run: OpenedRun & { runId: string },
  step: { id: string; config: Record<string, unknown> },
  context: RunContext,
): Promise<StepOutcome> {
  const { question } = step.config as CopilotSummaryConfig
  return once(services, run, step.id, undefined, async (tx, maker) => {
    const [business] = await tx
      .select({ currency: businesses.currency })
      .from(businesses)
      .where(eq(businesses.id, run.businessId))
    const reply = await builtInReply(
      {
        db: tx,
        businessId: run.businessId,
        currency: business?.currency ?? 'usd',
        userId: maker.id,
        role: roleOf(maker.role) ?? 'viewer',
        now: services.now(),
      },
      question,
      {
        ...(context.taId ? { orderReference: context.taId } : {}),
        ...(context.poNumber ? { purchaseOrderNumber: context.poNumber } : {}),
      },
    )
    const summary = reply.content.trim().slice(0, MAX_SUMMARY)
    return { output: summary, result: { summary } }
  })
}
