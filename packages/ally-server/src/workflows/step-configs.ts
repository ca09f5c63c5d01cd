import * as z from 'zod/mini'
import type { StoredStep } from '../db/schema'

// What each step type's `config` holds (docs/product-rules.md, "Workflows"), and which steps need
// an earlier one: a step works on what an earlier step of the same run made (the round an RFQ
// step opened, the answer a choosing step picked, the award, the PO).

/** The longest a `wait` step waits, and the latest an RFQ step's answers are due. */
export const MAX_WAIT_SECONDS = 90 * 24 * 3600
/** The most people one `notify` step e-mails. */
export const MAX_RECIPIENTS = 20
/** The most vendors one RFQ step asks, as sending RFQs by hand allows. */
export const MAX_RFQ_VENDORS = 100
/** The most suggested vendors one RFQ step asks. */
export const MAX_SUGGESTED_VENDORS = 20

const uuid = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i, 'must be an id'))
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)))

export const NotifyConfig = z.object({
  /** Members of the business, by login e-mail. */
  to: z.array(z.email()).check(z.minLength(1), z.maxLength(MAX_RECIPIENTS)),
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(4000)),
})
export type NotifyConfig = z.infer<typeof NotifyConfig>

const duration = z.optional(z.int().check(z.minimum(0), z.maximum(MAX_WAIT_SECONDS)))
export const WaitConfig = z.object({
  seconds: duration,
  minutes: duration,
  hours: duration,
  days: duration,
  /**
   * `answers`: until every vendor of the run's round has answered or declined, or its deadline;
   * `deadline`: until the round's deadline, or `hoursBefore` it; `acknowledged`: until the vendor
   * of the run's purchase order accepts it, for at most `timeoutSeconds`.
   */
  until: z.optional(z.enum(['answers', 'deadline', 'acknowledged'])),
  /** With `until: 'deadline'`: this many hours before it (a day before: 24). */
  hoursBefore: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_WAIT_SECONDS / 3600))),
  /** With `until: 'acknowledged'`: the run fails when the vendor has not accepted by then. */
  timeoutSeconds: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_WAIT_SECONDS))),
})
export type WaitConfig = z.infer<typeof WaitConfig>

export const SendRfqConfig = z.object({
  /** The order each run copies (title, lines, delivery, currency) into a new one to source. */
  orderId: uuid,
  /** The vendors asked; or, instead, `suggested`. */
  vendorIds: z.optional(z.array(uuid).check(z.minLength(1), z.maxLength(MAX_RFQ_VENDORS))),
  /**
   * Ask this many of the buyer's own vendors, the best suggested for the order's type when the
   * step runs (as `vendor/suggested` ranks them: registered first, then by how often each has
   * answered and won), instead of naming them.
   */
  suggested: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_SUGGESTED_VENDORS))),
  /** Answers are due this many hours after the step runs. */
  deadlineHours: z.int().check(z.minimum(1), z.maximum(MAX_WAIT_SECONDS / 3600)),
  message: optionalText(4000),
})
export type SendRfqConfig = z.infer<typeof SendRfqConfig>

export const PickBestQuoteConfig = z.object({
  /** Landed cost (subtotal and shipping) in the round's currency, at most. */
  maxTotal: z.optional(z.number().check(z.positive(), z.maximum(1e12))),
  maxLeadTimeDays: z.optional(z.int().check(z.minimum(0), z.maximum(3650))),
  /** The vendor's on-time rate with this buyer, at least (0 to 1); a vendor with no record fails it. */
  minOnTimeRate: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
})
export type PickBestQuoteConfig = z.infer<typeof PickBestQuoteConfig>

const seconds = z.int().check(z.minimum(1), z.maximum(MAX_WAIT_SECONDS))
export const ApprovalConfig = z.object({
  /** Members who may decide, by login e-mail; owners and admins may as well. */
  to: z.array(z.email()).check(z.minLength(1), z.maxLength(MAX_RECIPIENTS)),
  /** They are reminded this long after being asked, if nobody has decided. */
  remindAfterSeconds: z.optional(seconds),
  /** Nobody deciding within this long fails the run. */
  timeoutSeconds: seconds,
})
export type ApprovalConfig = z.infer<typeof ApprovalConfig>

export const CopilotSummaryConfig = z.object({
  /** What the co-pilot is asked, about the run's order or PO: "Compare the answers". */
  question: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
})
export type CopilotSummaryConfig = z.infer<typeof CopilotSummaryConfig>

const Nothing = z.object({})

export const STEP_CONFIGS = {
  send_rfq: SendRfqConfig,
  remind: Nothing,
  wait: WaitConfig,
  pick_best_quote: PickBestQuoteConfig,
  approval: ApprovalConfig,
  accept_quote: z.object({ note: optionalText(2000) }),
  create_purchase_order: Nothing,
  send_purchase_order: z.object({ message: optionalText(4000) }),
  notify: NotifyConfig,
  copilot_summary: CopilotSummaryConfig,
} as const

/** The step types the engine runs; the contract's others are refused until they are built. */
export type RunnableStep = keyof typeof STEP_CONFIGS
export const RUNNABLE_STEPS = Object.keys(STEP_CONFIGS) as RunnableStep[]

/** How a step type is called in the editor, for messages that name it. */
export const STEP_NAMES: Record<RunnableStep, string> = {
  send_rfq: 'Send an RFQ',
  remind: 'Remind vendors who have not answered',
  wait: 'Wait',
  pick_best_quote: 'Choose the best answer',
  approval: 'Ask for approval',
  accept_quote: 'Award the best answer',
  create_purchase_order: 'Create the purchase order',
  send_purchase_order: 'Send the purchase order',
  notify: 'E-mail people',
  copilot_summary: 'Ask the co-pilot for a summary',
}

/** The step that must come earlier in the workflow for a step to have something to work on. */
export function neededBefore(step: Pick<StoredStep, 'type' | 'config'>): RunnableStep | null {
  switch (step.type) {
    case 'remind':
    case 'pick_best_quote':
      return 'send_rfq'
    case 'wait':
      if (step.config.until === 'acknowledged') return 'send_purchase_order'
      return step.config.until ? 'send_rfq' : null
    case 'accept_quote':
      return 'pick_best_quote'
    case 'create_purchase_order':
      return 'accept_quote'
    case 'send_purchase_order':
      return 'create_purchase_order'
    default:
      return null
  }
}
