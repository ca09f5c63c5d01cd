import { eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import { files, purchaseOrders, rfqs } from '../db/schema'

/**
 * Every file that is the business's: its own uploads, and those vendors sent through its RFQs' and
 * purchase orders' links (a vendor's portal uploads are the vendor's). The export archives them;
 * deleting the business deletes them.
 */
export function businessFiles(db: Pick<Db, 'select'>, businessId: string) {
  return db
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(
      or(
        eq(files.businessId, businessId),
        inArray(
          files.rfqId,
          db.select({ id: rfqs.id }).from(rfqs).where(eq(rfqs.businessId, businessId)),
        ),
        inArray(
          files.purchaseOrderId,
          db
            .select({ id: purchaseOrders.id })
            .from(purchaseOrders)
            .where(eq(purchaseOrders.businessId, businessId)),
        ),
      ),
    )
}
