import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  businesses,
  orders,
  quoteResponses,
  quotes,
  rfqs,
  sessions,
  users,
  vendorKeepsakes,
  vendors,
} from '../db/schema'
import type { KeptAnswer } from '../db/schema/keepsakes'
import { businessFiles } from '../files/business-files'

// Leaving Ally (docs/product-rules.md, "Leaving"): a user deleting themselves, and an owner
// deleting the business. Every table of a business's data references `businesses` with ON DELETE
// CASCADE, so deleting its row deletes every row it owns in the same transaction; what lives
// outside the database (uploaded files' bytes) and what carries no foreign key (sessions) is
// handled here.

/** Ends the user's sessions at once and deletes the user; what they made stays (set null). */
export async function deleteUser(tx: Db, userId: string, now: Date): Promise<void> {
  await tx.update(sessions).set({ endedAt: now }).where(eq(sessions.subjectId, userId))
  await tx.delete(users).where(eq(users.id, userId))
}

/**
 * Deletes the business and everything it owns; returns the ids of the files whose bytes are to
 * go once the transaction commits. Vendors with a portal account keep a copy of each answer they
 * sent (`vendor_keepsakes`), made first.
 */
export async function deleteBusiness(tx: Db, businessId: string): Promise<string[]> {
  const [business] = await tx
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update')
  if (!business) return []
  await keepVendorsAnswers(tx, businessId, business.name ?? 'A buyer that left Ally')
  const people = tx.select({ id: users.id }).from(users).where(eq(users.businessId, businessId))
  await tx.delete(sessions).where(inArray(sessions.subjectId, people))
  const owned = await businessFiles(tx, businessId)
  await tx.delete(businesses).where(eq(businesses.id, businessId))
  return owned.map((file) => file.id)
}

/** Each linked vendor's last answer to each RFQ, copied into its account. */
async function keepVendorsAnswers(tx: Db, businessId: string, buyerName: string) {
  const answers = await tx
    .selectDistinctOn([quoteResponses.rfqId], {
      response: quoteResponses,
      vendorAccountId: vendors.vendorAccountId,
      title: orders.title,
      reference: orders.taId,
      asked: orders.lines,
    })
    .from(quoteResponses)
    .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
    .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
    .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .where(and(eq(quoteResponses.businessId, businessId), isNotNull(vendors.vendorAccountId)))
    .orderBy(quoteResponses.rfqId, desc(quoteResponses.revision))
  const rows = answers.flatMap(({ response, vendorAccountId, title, reference, asked }) => {
    if (!vendorAccountId) return []
    const lineOf = new Map(asked.map((line) => [line.id, line]))
    const answer: KeptAnswer = {
      currency: response.currency,
      lines: response.lines.map((line) => {
        const ask = lineOf.get(line.lineId)
        return {
          description: ask?.description ?? 'A line the buyer removed',
          quantity: line.quantity,
          unit: ask?.unit ?? '',
          unitPrice: line.unitPrice,
          leadTimeDays: line.leadTimeDays,
          note: line.note,
        }
      }),
      subtotal: response.subtotal,
      shippingCost: response.shippingCost,
      total: response.total,
      leadTimeDays: response.leadTimeDays,
      validUntil: response.validUntil,
      notes: response.notes,
      revision: response.revision,
    }
    return [
      { vendorAccountId, buyerName, reference, title, answer, answeredAt: response.submittedAt },
    ]
  })
  if (rows.length) await tx.insert(vendorKeepsakes).values(rows)
}
