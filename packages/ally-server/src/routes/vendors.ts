import {
  getVendor,
  inviteVendors,
  listVendors,
  updateVendor,
  type Vendor,
  type VendorInput,
  type VendorStats,
} from '@ally/sdk'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { AppContext, Caller } from '../context'
import { vendors } from '../db/schema'
import { badRequest, conflict, notFound } from '../http/errors'
import { isUuid } from '../http/ids'
import { implement } from '../http/implement'
import { vendorInviteMail } from '../services/mail-templates'
import { newLinkToken } from '../services/secrets'
import { vendorPerformance } from '../sourcing/vendor-performance'
import { vendorPage } from '../vendors/vendor-page'
import { REPORT_CURRENCY } from './vendor-analytics'

/** How long a vendor's registration link works. */
export const INVITE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

type VendorRow = typeof vendors.$inferSelect

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

/** `%term%` for LIKE, with the user's own `%`, `_` and `\` taken literally. */
export const containing = (term: string) =>
  `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export interface VendorRouteOptions {
  /** Matches counted exactly before a list's total becomes a flagged lower bound. */
  exactTotalLimit?: number
}

export function vendorRoutes(context: AppContext, options: VendorRouteOptions = {}) {
  const { db, mail } = context

  /** A vendor of the caller's business, or 404 — another business's vendor is not found either. */
  async function ownVendor(caller: Caller, vendorId: string): Promise<VendorRow> {
    const [row] = isUuid(vendorId)
      ? await db
          .select()
          .from(vendors)
          .where(and(eq(vendors.id, vendorId), eq(vendors.businessId, caller.business.id)))
      : []
    if (!row) throw notFound('This vendor does not exist or is not in your list.')
    return row
  }

  /** All-time performance of one vendor for the caller's business. */
  async function vendorStats(vendorId: string, businessId: string): Promise<VendorStats> {
    const performance = await vendorPerformance(db, {
      businessId,
      now: context.now(),
      currency: REPORT_CURRENCY,
      vendorIds: [vendorId],
    }).byVendor()
    const row = performance.get(vendorId)
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

  const clean = (value: string | undefined) => (value?.trim() ? value.trim() : null)

  return [
    implement(inviteVendors, async ({ body, caller }) => {
      const existing = new Set(
        (
          await db
            .select({ email: sql<string>`lower(${vendors.email})` })
            .from(vendors)
            .where(eq(vendors.businessId, caller.business.id))
        ).map((row) => row.email),
      )
      const rejected: { index: number; email: string; message: string }[] = []
      const accepted: { index: number; input: VendorInput; token: string; hash: string }[] = []
      const seen = new Set<string>()
      body.vendors.forEach((input, index) => {
        const email = input.email.trim().toLowerCase()
        if (existing.has(email))
          rejected.push({ index, email, message: 'Already in your vendor list.' })
        else if (seen.has(email))
          rejected.push({ index, email, message: 'Listed twice in this invite.' })
        else accepted.push({ index, input, ...newLinkToken() })
        seen.add(email)
      })

      if (body.vendors.length === 1 && !accepted.length) {
        throw conflict(`${body.vendors[0]?.email} is already in your vendor list.`)
      }

      const expiresAt = new Date(context.now().getTime() + INVITE_LIFETIME_MS)
      const businessName = caller.business.name ?? 'A business'
      // The rows and their invitations commit together: a mail server that is down delays the
      // mail (it is retried), never leaves a vendor row nobody was told about.
      const rows = accepted.length
        ? await db.transaction(async (tx) => {
            const inserted = await tx
              .insert(vendors)
              .values(
                accepted.map(({ input, hash }) => ({
                  businessId: caller.business.id,
                  name: input.name.trim(),
                  email: input.email.trim(),
                  contactName: clean(input.contactName),
                  phone: clean(input.phone),
                  country: clean(input.country),
                  address: clean(input.address),
                  orderTypes: input.orderTypes ?? [],
                  inviteTokenHash: hash,
                  inviteExpiresAt: expiresAt,
                })),
              )
              // A concurrent invite of the same address loses quietly instead of failing the batch.
              .onConflictDoNothing()
              .returning()
            const byEmail = new Map(inserted.map((row) => [row.email.toLowerCase(), row]))
            const invitations = accepted.flatMap(({ input, token }) => {
              const row = byEmail.get(input.email.trim().toLowerCase())
              if (!row) return []
              const link = `${context.appUrl}/vendor/register?token=${encodeURIComponent(token)}`
              return [vendorInviteMail(row.email, row.name, businessName, link, body.message)]
            })
            await mail.queue(tx, invitations)
            return inserted
          })
        : []
      void mail.flush()

      const invitedEmails = new Set(rows.map((row) => row.email.toLowerCase()))
      for (const { index, input } of accepted) {
        if (!invitedEmails.has(input.email.trim().toLowerCase())) {
          rejected.push({ index, email: input.email, message: 'Already in your vendor list.' })
        }
      }
      rejected.sort((a, b) => a.index - b.index)
      return {
        message: `Invited ${rows.length} vendor${rows.length === 1 ? '' : 's'}${rejected.length ? `; ${rejected.length} not invited` : ''}.`,
        data: { invited: rows.map(toVendor), rejected },
      }
    }),

    implement(listVendors, async ({ query, caller }) => {
      const limit = query.limit ?? 20
      const page = query.page ?? 1
      const filters: SQL[] = [eq(vendors.businessId, caller.business.id)]
      const search = query.search?.trim()
      if (search) filters.push(sql`${vendors.searchText} like ${containing(search)}`)
      if (query.status) filters.push(eq(vendors.status, query.status))
      if (query.orderType) filters.push(sql`${query.orderType} = any(${vendors.orderTypes})`)
      const { rows, total, totalIsEstimate } = await vendorPage(db, {
        where: and(...filters),
        limit,
        offset: (page - 1) * limit,
        exactTotalLimit: options.exactTotalLimit,
      })
      return {
        message: totalIsEstimate
          ? `${total.toLocaleString('en-US')}+ vendors`
          : `${total} vendor${total === 1 ? '' : 's'}`,
        data: {
          items: rows.map(toVendor),
          pagination: {
            page,
            limit,
            total,
            totalPages: Math.ceil(total / limit),
            ...(totalIsEstimate ? { totalIsEstimate } : {}),
          },
        },
      }
    }),

    implement(getVendor, async ({ query, caller }) => {
      const row = await ownVendor(caller, query.vendorId)
      return {
        message: row.name,
        data: {
          vendor: toVendor(row),
          stats: await vendorStats(row.id, caller.business.id),
        },
      }
    }),

    implement(updateVendor, async ({ params, body, caller }) => {
      if (Object.values(body).every((value) => value === undefined)) {
        const message = 'send at least one field to change'
        throw badRequest(`body: ${message}`, [{ path: 'body', message }])
      }
      const current = await ownVendor(caller, params.id)
      if (body.email && body.email.trim().toLowerCase() !== current.email.toLowerCase()) {
        const [taken] = await db
          .select({ id: vendors.id })
          .from(vendors)
          .where(
            and(
              eq(vendors.businessId, caller.business.id),
              sql`lower(${vendors.email}) = lower(${body.email.trim()})`,
            ),
          )
        if (taken) throw conflict(`${body.email} is already in your vendor list.`)
      }
      const [row] = await db
        .update(vendors)
        .set({
          name: body.name?.trim(),
          email: body.email?.trim(),
          contactName: body.contactName === undefined ? undefined : clean(body.contactName),
          phone: body.phone === undefined ? undefined : clean(body.phone),
          country: body.country === undefined ? undefined : clean(body.country),
          address: body.address === undefined ? undefined : clean(body.address),
          orderTypes: body.orderTypes,
        })
        .where(and(eq(vendors.id, current.id), eq(vendors.businessId, caller.business.id)))
        .returning()
      if (!row) throw notFound('This vendor does not exist or is not in your list.')
      return { message: 'Vendor updated.', data: toVendor(row) }
    }),
  ]
}
