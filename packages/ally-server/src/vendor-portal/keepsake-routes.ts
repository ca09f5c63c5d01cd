import { listVendorKeepsakes, type VendorKeepsake } from '@ally/sdk'
import { count, desc, eq } from 'drizzle-orm'
import type { AppContext } from '../context'
import { pageOf } from '../db/paging'
import { vendorKeepsakes } from '../db/schema'
import { implement } from '../http/implement'
import { listAnswer } from '../http/messages'

// The vendor's copies of its answers to buyers who deleted their business
// (docs/product-rules.md, "Leaving"), newest answer first.

type KeepsakeRow = typeof vendorKeepsakes.$inferSelect

const toKeepsake = (row: KeepsakeRow): VendorKeepsake => ({
  id: row.id,
  buyerName: row.buyerName,
  reference: row.reference,
  title: row.title,
  ...row.answer,
  answeredAt: row.answeredAt.toISOString(),
  keptAt: row.keptAt.toISOString(),
})

export function vendorKeepsakeRoutes({ db }: AppContext) {
  return [
    implement(listVendorKeepsakes, async ({ query, caller }) => {
      const page = pageOf(query)
      const mine = eq(vendorKeepsakes.vendorAccountId, caller.account.id)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(vendorKeepsakes)
          .where(mine)
          .orderBy(desc(vendorKeepsakes.answeredAt), desc(vendorKeepsakes.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(vendorKeepsakes).where(mine),
      ])
      return listAnswer(
        { rows, total: total?.n ?? 0 },
        page,
        ['kept answer', 'kept answers'],
        toKeepsake,
      )
    }),
  ]
}
