import type { Vendor, VendorPerformance, VendorStats } from '@ally/sdk'
import type { VendorAccountRow } from '../context'
import type { vendors } from '../db/schema'
import { REPORT_CURRENCY } from '../services/currency'
import type { VendorPerformanceRow } from './vendor-performance'

export type VendorRow = typeof vendors.$inferSelect

/** A vendor of the buyer's list as the contract describes it. */
export function toVendor(row: VendorRow): Vendor {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    country: row.country,
    address: row.address,
    orderTypes: row.orderTypes as Vendor['orderTypes'],
    status: row.status,
    invitedAt: row.invitedAt.toISOString(),
    joinedAt: row.joinedAt?.toISOString() ?? null,
  }
}

/**
 * A registered vendor account not in the buyer's list yet, shown as the vendor it would become:
 * active, and joined when it registered.
 */
export function accountAsVendor(account: VendorAccountRow): Vendor {
  return {
    id: account.id,
    name: account.companyName,
    contactName: account.contactName,
    email: account.email,
    phone: account.phone,
    country: account.country,
    address: account.address,
    orderTypes: account.orderTypes as Vendor['orderTypes'],
    status: 'active',
    invitedAt: account.createdAt.toISOString(),
    joinedAt: account.createdAt.toISOString(),
  }
}

/** A vendor's all-time record with the buyer; zeros and nulls for a vendor without one. */
export function toVendorStats(row: VendorPerformanceRow | undefined): VendorStats {
  return {
    rfqCount: row?.rfqCount ?? 0,
    quoteCount: row?.quoteCount ?? 0,
    purchaseOrderCount: row?.purchaseOrderCount ?? 0,
    responseRate: row?.responseRate ?? null,
    winRate: row?.winRate ?? null,
    onTimeRate: row?.onTimeRate ?? null,
    averageLeadTimeDays: row?.averageLeadTimeDays ?? null,
    spend: { amount: row?.spend ?? 0, currency: REPORT_CURRENCY },
  }
}

/** One vendor's line of the analytics report. */
export function toVendorPerformance(row: VendorPerformanceRow): VendorPerformance {
  return {
    vendorId: row.vendorId,
    name: row.name,
    rfqCount: row.rfqCount,
    responseRate: row.responseRate,
    winRate: row.winRate,
    onTimeRate: row.onTimeRate,
    averageLeadTimeDays: row.averageLeadTimeDays,
    spend: row.spend,
  }
}
