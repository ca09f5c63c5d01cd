import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { StoredStep } from '../db/schema'
import { users } from '../db/schema'
import { fieldError } from '../http/errors'
import { findOwnOrder } from '../sourcing/order-queries'
import { ownVendors } from '../sourcing/send-rfqs'
import type { NotifyConfig, SendRfqConfig } from './step-configs'

// What steps name of the business, checked when a workflow is saved: the people an e-mail goes to,
// the order an RFQ step copies and the vendors it asks. A run checks again as each step runs,
// since any of them may be gone by then (workflows/steps/).

async function checkRecipients(
  db: Db,
  businessId: string,
  config: Pick<NotifyConfig, 'to'>,
  path: string,
) {
  const to = config.to.map((email) => email.toLowerCase())
  const found = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.businessId, businessId), inArray(sql`lower(${users.email})`, to)))
  const known = new Set(found.map((row) => row.email))
  const stranger = to.find((email) => !known.has(email))
  if (stranger) throw fieldError(`${path}.to`, `${stranger} is not on your team`)
}

async function checkRfq(db: Db, businessId: string, config: SendRfqConfig, path: string) {
  if (!(await findOwnOrder(db, businessId, config.orderId))) {
    throw fieldError(`${path}.orderId`, 'is not an order of yours')
  }
  if (config.vendorIds) await ownVendors(db, businessId, config.vendorIds, `${path}.vendorIds`)
}

/** Every step's references are the business's; the first that is not is the 400 naming it. */
export async function checkStepReferences(db: Db, businessId: string, steps: StoredStep[]) {
  for (const [index, step] of steps.entries()) {
    const path = `body.steps.${index}.config`
    if (step.type === 'notify' || step.type === 'approval') {
      await checkRecipients(db, businessId, step.config as NotifyConfig, path)
    } else if (step.type === 'send_rfq') {
      await checkRfq(db, businessId, step.config as SendRfqConfig, path)
    }
  }
}
