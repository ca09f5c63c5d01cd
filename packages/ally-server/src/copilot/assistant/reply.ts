import type { ChatAction } from '@ally/sdk'
import { asc, eq } from 'drizzle-orm'
import { vendors } from '../../db/schema'
import type { PageReferences } from '../page-references'
import { lateItems, needsAttention } from '../tools/attention'
import { compareRound } from '../tools/compare'
import type { ToolContext } from '../tools/context'
import { draftRfq } from '../tools/draft'
import { purchaseOrderHistory } from '../tools/history'
import { savingsFigures, spendFigures } from '../tools/spend'
import type { Tool } from '../tools/tool'
import { unansweredRfqs } from '../tools/unanswered'
import { findVendors } from '../tools/vendors'
import { classifier } from './classifier'
import { EXAMPLES, type Intent } from './corpus'
import { type Entities, entitiesOf } from './entities'
import { asksForRfq, rfqRequestIn } from './rfq-request'

// The built-in assistant: no model, no network. It classifies the question (classifier.ts), reads
// what it names (entities.ts), runs the one tool that answers it and replies with the tool's
// summary and cards. What it does not understand, or may not do, it says plainly, with the
// phrasings it knows (docs/product-rules.md, "Co-pilot").

export interface Reply {
  content: string
  actions: ChatAction[]
}

/** The most vendor names looked for in a question. */
const NAMES_READ = 5_000

const examples = EXAMPLES.map((example) => `- ${example}`).join('\n')

export const NOT_UNDERSTOOD = `I did not understand that. I answer questions about your own sourcing, orders and vendors, for example:\n${examples}`

const HELP = `I read your business's RFQs, purchase orders, shipments and vendors and answer from them; I never change anything myself: each card I offer opens the screen where you decide. Try:\n${examples}`

/**
 * A request to change something, which only the user's own click in the app may do: an order
 * to the assistant, not "send me" or "show us".
 */
const WRITES =
  /^\s*(please\s+)?(delete|remove|send|approve|award|cancel|create|make|update|change|pay|accept|reject|decline|archive|invite|add)\b(?!\s+(me|us)\b)/i

const DECLINE_WRITE =
  'I cannot change anything myself: awarding, sending, approving and deleting happen only when you do them in the app. Ask me about it, and I will offer the screen where you can.'

const DECLINE_OTHER = `That is outside what I know: I answer only from your own procurement records. For example:\n${examples}`

async function knownVendors(context: ToolContext) {
  return context.db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(eq(vendors.businessId, context.businessId))
    .orderBy(asc(vendors.name))
    .limit(NAMES_READ)
}

/** The period and filters a spend or savings question names. */
function analyticsInput({ period, vendors: named, orderType }: Entities) {
  const [vendor] = named.length === 1 ? named : []
  return {
    from: period?.from,
    to: period?.to,
    periodLabel: period?.label ?? 'the last 12 months',
    vendorId: vendor?.id,
    vendorName: vendor?.name,
    orderType,
  }
}

/**
 * What an unclear question naming a reference asks about: the purchase order's story, or who
 * answered the order's RFQs.
 */
const aboutReference = (entities: Entities): Intent | null =>
  entities.purchaseOrderNumber ? 'history' : entities.orderReference ? 'unanswered' : null

/**
 * Whether an intent can be about the references a question names: a purchase order's number alone
 * asks about that PO, not a round; an order's reference alone, not a PO's story.
 */
function fitsReferences(intent: Intent, { orderReference, purchaseOrderNumber }: Entities) {
  if (purchaseOrderNumber && !orderReference) return intent !== 'compare' && intent !== 'unanswered'
  if (orderReference && !purchaseOrderNumber) return intent !== 'history'
  return true
}

/** A question about the record in front of the user, without naming it. */
const THIS_ONE = /\b(this|it|here|that one|this one)\b/i

/** Why a question is answered without a tool. */
export type SaidKind =
  | 'greeting'
  | 'help'
  | 'decline'
  | 'refuse-write'
  | 'not-understood'
  | 'ask-number'
  | 'ask-need'

/** What answers a question: a tool to run with its input, or a reply without one. */
export type Plan = { tool: Tool; input: unknown } | { said: SaidKind; reply: Reply }

const said = (kind: SaidKind, content: string): Plan => ({
  said: kind,
  reply: { content, actions: [] },
})

const ASK_NEED =
  'What should the RFQ ask for? Say how many of what, and where and by when, for example: "500 M8 steel bolts to Lagos by March, ask my top 3 fastener suppliers".'

/** An RFQ written out from the question, or what it still needs to know. */
function draftPlan(question: string, now: Date, vendors: readonly { id: string; name: string }[]) {
  const request = rfqRequestIn(question, now, vendors)
  return request ? { tool: draftRfq, input: request } : said('ask-need', ASK_NEED)
}

/**
 * How the built-in assistant answers `question` at `now`, for a business with `vendors`: which
 * tool with which input, or what it says without one. Reads nothing but what it is given.
 */
export async function planReply(
  question: string,
  now: Date,
  vendors: readonly { id: string; name: string }[],
  page: PageReferences = {},
): Promise<Plan> {
  // Writing out an RFQ changes nothing (the buyer sends it from the form): "send an RFQ for 500
  // bolts" is a draft, "send PO-0012" is refused.
  if (asksForRfq(question)) return draftPlan(question, now, vendors)
  if (WRITES.test(question)) return said('refuse-write', DECLINE_WRITE)
  const classified = await (await classifier()).classify(question)
  const asked = entitiesOf(question, now, vendors)
  // Asked from a record's page (the Ctrl+K panel), a round or PO the question does not name is
  // the page's; "what about this one?" is about it.
  const entities: Entities = {
    ...asked,
    orderReference: asked.orderReference ?? page.orderReference,
    purchaseOrderNumber: asked.purchaseOrderNumber ?? page.purchaseOrderNumber,
  }
  const intent =
    classified.intent && fitsReferences(classified.intent, asked)
      ? classified.intent
      : (aboutReference(asked) ?? (THIS_ONE.test(question) ? aboutReference(entities) : null))
  switch (intent) {
    case 'greeting':
      return said(
        'greeting',
        /\bthank/i.test(question)
          ? 'You are welcome. Ask me anything else about your orders, vendors or spend.'
          : `Hello! ${HELP}`,
      )
    case 'help':
      return said('help', HELP)
    case 'late':
      return { tool: lateItems, input: {} }
    case 'today':
      return { tool: needsAttention, input: {} }
    case 'compare':
      return { tool: compareRound, input: { reference: entities.orderReference } }
    case 'unanswered':
      return { tool: unansweredRfqs, input: { reference: entities.orderReference } }
    case 'spend':
      return { tool: spendFigures, input: analyticsInput(entities) }
    case 'savings':
      return { tool: savingsFigures, input: analyticsInput(entities) }
    case 'vendors':
      return {
        tool: findVendors,
        input: {
          orderType: entities.orderType,
          vendorIds: entities.vendors.length
            ? entities.vendors.map((vendor) => vendor.id)
            : undefined,
          count: entities.top,
        },
      }
    case 'history':
      return entities.purchaseOrderNumber
        ? { tool: purchaseOrderHistory, input: { number: entities.purchaseOrderNumber } }
        : said(
            'ask-number',
            'Which purchase order? Ask with its number, for example "What happened with PO-0012?"',
          )
    case 'draft':
      return draftPlan(question, now, vendors)
    case 'decline':
      return said('decline', DECLINE_OTHER)
    case null:
      return said('not-understood', NOT_UNDERSTOOD)
  }
}

/**
 * The built-in assistant's reply to `question`, asked by `context`'s user, from a page showing
 * `page`'s records (the Ctrl+K panel) or none.
 */
export async function builtInReply(
  context: ToolContext,
  question: string,
  page: PageReferences = {},
): Promise<Reply> {
  const plan = await planReply(question, context.now, await knownVendors(context), page)
  if ('reply' in plan) return plan.reply
  const input = plan.tool.input.safeParse(plan.input)
  if (!input.success) return { content: NOT_UNDERSTOOD, actions: [] }
  const result = await plan.tool.run(context, input.data)
  return { content: result.summary, actions: result.actions }
}
