import type { Deal, OperatorDeal } from '@ally/sdk/website'
import type { DealRow } from './queries'

/** A deal as the website shows it; prices as numbers. */
export function toDeal(row: DealRow): Deal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    price: Number(row.price),
    originalPrice: row.originalPrice === null ? null : Number(row.originalPrice),
    currency: row.currency,
    vendorName: row.vendorName,
    url: row.url,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }
}

/** A deal as the operator edits it: the public fields and when it was made and last changed. */
export function toOperatorDeal(row: DealRow): OperatorDeal {
  return {
    ...toDeal(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
