import {
  can,
  cannotMessage,
  formatNumber,
  ORDER_TYPES,
  type RfqPrefill,
  ROUTES,
  routeTo,
} from '@ally/sdk'
import { and, eq, inArray, sql } from 'drizzle-orm'
import * as z from 'zod'
import { resultRows } from '../../db/client'
import { vendors } from '../../db/schema'
import type { ToolContext } from './context'
import { dayLabel, defineTool, openAction } from './tool'

// "500 M8 steel bolts to Lagos by March, ask my top 3 fastener suppliers": an RFQ written out for
// the buyer to check. Nothing is saved or sent: its card opens the RFQ form filled in
// (`routeTo.prefilledRfq`), where the buyer changes what they like and sends it themselves
// (docs/product-rules.md, "Co-pilot"). A role that cannot source (a viewer) gets no draft.

/** Vendors asked when the sentence says "my suppliers" without how many. */
const DEFAULT_VENDORS = 3
const YEAR_MS = 365 * 86_400_000

const needInput = z.object({
  description: z.string().min(1).max(200).describe('What is needed, e.g. "M8 steel bolts"'),
  quantity: z.number().positive().max(1_000_000_000),
  unit: z.string().min(1).max(20).default('pcs'),
  deliveryPlace: z.string().max(200).optional(),
  deliveryDate: z.iso.date().optional().describe('YYYY-MM-DD'),
  orderType: z.enum(ORDER_TYPES).optional(),
  vendorCount: z.number().int().min(1).max(20).optional().describe('How many vendors to ask'),
  vendorWords: z
    .array(z.string().max(60))
    .max(10)
    .default([])
    .describe('What the vendors to ask are known for, e.g. ["fastener"]'),
  vendorIds: z.array(z.uuid()).max(20).default([]).describe('Vendors named to ask'),
})
type Need = z.infer<typeof needInput>

interface Chosen {
  vendors: { id: string; name: string }[]
  /** Why these: shown with them. */
  basis: string
}

/** "bolts" → "bolt": enough to find "M8 bolt" and "bolts, M10" in past orders. */
const singular = (word: string) =>
  word
    .toLowerCase()
    .replace(/(?<=[a-z](?:ss|x|z|ch|sh))es$/, '')
    .replace(/(?<=[a-z]{3}[^s])s$/, '')

/** The words past orders are searched for: the need's last word and what the vendors are for. */
function searchWords({ description, vendorWords }: Need): string[] {
  const head = description.match(/[a-z]{3,}/gi)?.at(-1)
  return [...new Set([head, ...vendorWords].filter((w): w is string => !!w).map(singular))]
}

/**
 * Who to ask: the vendors named, or those with the most purchase orders for the need (or named
 * for it) over the last 12 months.
 */
async function vendorsToAsk(context: ToolContext, need: Need): Promise<Chosen> {
  if (need.vendorIds.length) {
    const named = await context.db
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .where(and(eq(vendors.businessId, context.businessId), inArray(vendors.id, need.vendorIds)))
    return { vendors: named, basis: 'as you named them' }
  }
  const words = searchWords(need)
  if (!words.length) return { vendors: [], basis: '' }
  const patterns = `{${words.map((word) => `"%${word.replace(/["\\%_]/g, '')}%"`).join(',')}}`
  const count = need.vendorCount ?? DEFAULT_VENDORS
  const since = new Date(context.now.getTime() - YEAR_MS)
  const rows = resultRows<{ id: string; name: string; supplied: number }>(
    await context.db.execute(sql`
      select v.id, v.name, count(p.id)::int as supplied
      from vendors v
      left join purchase_orders p
        on p.vendor_id = v.id and p.business_id = v.business_id and p.created_at >= ${since.toISOString()}::timestamptz
        and p.status not in ('draft', 'cancelled', 'declined')
        and p.lines::text ilike any(${patterns}::text[])
      where v.business_id = ${context.businessId}
      group by v.id, v.name
      having count(p.id) > 0 or v.name ilike any(${patterns}::text[])
      order by supplied desc, lower(v.name)
      limit ${count}`),
  )
  const what = words.join(' or ')
  const fewer = rows.length === 1 ? 'the only one' : `the only ${rows.length}`
  return {
    vendors: rows,
    basis:
      rows.length < count
        ? `${fewer} of your vendors with purchase orders for ${what} in the last 12 months, or ${what} in their name`
        : `your ${count} vendors with the most purchase orders for ${what} in the last 12 months`,
  }
}

const capitalised = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`

export const draftRfq = defineTool({
  name: 'draft_rfq',
  description:
    'Writes out a request for quotation from what the buyer needs, with the vendors to ask. Nothing is saved or sent: it opens filled in in the RFQ form, where the buyer checks and sends it.',
  input: needInput,
  async run(context: ToolContext, need) {
    if (!can(context.role, 'sourcing')) {
      return {
        data: { drafted: false },
        summary: `${cannotMessage(context.role, 'sourcing')} An owner or admin of your business can.`,
        actions: [],
      }
    }
    const chosen = await vendorsToAsk(context, need)
    const title = capitalised(
      need.deliveryPlace ? `${need.description} for ${need.deliveryPlace}` : need.description,
    ).slice(0, 200)
    const prefill: RfqPrefill = {
      title,
      orderType: need.orderType ?? 'supply',
      currency: context.currency,
      lines: [{ description: need.description, quantity: need.quantity, unit: need.unit }],
      deliveryAddress: need.deliveryPlace,
      deliveryDate: need.deliveryDate,
      vendorIds: chosen.vendors.map((vendor) => vendor.id),
    }
    const delivery = [
      need.deliveryPlace,
      need.deliveryDate ? `by ${dayLabel(need.deliveryDate)}` : undefined,
    ].filter(Boolean)
    const ask = chosen.vendors.length
      ? `${chosen.vendors.map((vendor) => vendor.name).join(', ')} (${chosen.basis})`
      : 'nobody yet: none of your vendors has supplied this in the last 12 months. Choose them in the form, where vendors for the order type are suggested'
    const summary = [
      'Here is an RFQ written out from your request. Check it in the form and send it from there: nothing is saved or sent until you do.',
      `- **Item:** ${formatNumber(need.quantity, 3)} ${need.unit} ${need.description}`,
      `- **Delivery:** ${delivery.length ? delivery.join(', ') : 'not said; add it in the form'}`,
      `- **Ask:** ${ask}`,
      '- **Answers by:** a week from today, unless you change it',
    ].join('\n')
    return {
      data: { drafted: true, prefill, basis: chosen.basis },
      summary,
      actions: [
        {
          ...openAction('Open the drafted RFQ', routeTo.prefilledRfq(prefill), 'draft'),
          payload: { prefill },
        },
        ...(chosen.vendors.length ? [] : [openAction('See your vendors', ROUTES.vendors)]),
      ],
    }
  },
})
