import { confirmVendorRegistration, getVendor, listVendors, updateVendor } from '@ally/sdk'
import type { AppContext, Caller } from '../context'
import { paged, pageOf } from '../db/paging'
import { badRequest, conflict, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { toVendor, toVendorStats, type VendorRow } from './mappers'
import { clean, emailListed, findOwnVendor, updateOwnVendor, vendorRecord } from './queries'
import { answerRegistration, pendingRegistration } from './registration'
import { vendorPage } from './vendor-page'

// The buyer's vendor list: list and search, read one with its record, confirm a registration,
// edit. Inviting is in invite-routes.ts.

const NOT_IN_LIST = 'This vendor does not exist or is not in your list.'

export interface VendorRouteOptions {
  /** Matches counted exactly before a list's total becomes a flagged lower bound. */
  exactTotalLimit?: number
}

// ~80 lines on purpose: the list of this module's handlers, each its own short function; one list
// is the module's API at a glance.
export function vendorRoutes(context: AppContext, options: VendorRouteOptions = {}) {
  const { db } = context

  /** A vendor of the caller's business, or 404 — another business's vendor is not found either. */
  async function ownVendor(caller: Caller, vendorId: string): Promise<VendorRow> {
    const row = await findOwnVendor(db, caller.business.id, vendorId)
    if (!row) throw notFound(NOT_IN_LIST)
    return row
  }

  /** A vendor with its record for this buyer, and a registration waiting for the buyer. */
  async function detailOf(caller: Caller, row: VendorRow) {
    const [record, registration] = await Promise.all([
      vendorRecord(db, { businessId: caller.business.id, vendorId: row.id, now: context.now() }),
      pendingRegistration(db, row),
    ])
    return { vendor: toVendor(row), stats: toVendorStats(record), registration }
  }

  return [
    implement(listVendors, async ({ query, caller }) => {
      const page = pageOf(query)
      const { rows, total, totalIsEstimate } = await vendorPage(db, {
        businessId: caller.business.id,
        filters: query,
        limit: page.limit,
        offset: page.offset,
        exactTotalLimit: options.exactTotalLimit,
      })
      return {
        message: totalIsEstimate
          ? `${total.toLocaleString('en-US')}+ vendors`
          : counted(total, 'vendor', 'vendors'),
        data: paged(rows.map(toVendor), total, page, totalIsEstimate),
      }
    }),

    implement(getVendor, async ({ query, caller }) => {
      const row = await ownVendor(caller, query.vendorId)
      return { message: row.name, data: await detailOf(caller, row) }
    }),

    implement(confirmVendorRegistration, async ({ params, body, caller }) => {
      const row = await answerRegistration(db, {
        businessId: caller.business.id,
        vendorId: params.id,
        accept: body.accept,
        now: context.now(),
      })
      return {
        message: body.accept ? 'Registration confirmed' : 'Registration declined',
        data: await detailOf(caller, row),
      }
    }),

    implement(updateVendor, async ({ params, body, caller }) => {
      if (Object.values(body).every((value) => value === undefined)) {
        const message = 'send at least one field to change'
        throw badRequest(`body: ${message}`, [{ path: 'body', message }])
      }
      const current = await ownVendor(caller, params.id)
      if (body.email && body.email.trim().toLowerCase() !== current.email.toLowerCase()) {
        if (await emailListed(db, caller.business.id, body.email.trim())) {
          throw conflict(`${body.email} is already in your vendor list.`)
        }
      }
      const optional = (value: string | undefined) =>
        value === undefined ? undefined : clean(value)
      const row = await updateOwnVendor(db, caller.business.id, current.id, {
        name: body.name?.trim(),
        email: body.email?.trim(),
        contactName: optional(body.contactName),
        phone: optional(body.phone),
        country: optional(body.country),
        address: optional(body.address),
        orderTypes: body.orderTypes,
      })
      if (!row) throw notFound(NOT_IN_LIST)
      return { message: 'Vendor updated.', data: toVendor(row) }
    }),
  ]
}
