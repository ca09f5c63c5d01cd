import { getVendorProfile, vendorOnboarding } from '@ally/sdk'
import type { AppContext } from '../context'
import { isUuid } from '../db/ids'
import { badRequest } from '../http/errors'
import { implement } from '../http/implement'
import { showAccount } from './account-view'
import { accountFiles, updateAccount } from './queries'

/** A blank optional field is stored as null; one left out stays as it is. */
const text = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null)

/** The vendor's company profile: read it, and complete it during onboarding. */
export function vendorProfileRoutes(context: AppContext) {
  const { db } = context

  return [
    implement(getVendorProfile, async ({ caller, request }) => ({
      message: 'Profile',
      data: { user: await showAccount(context, caller.account, request) },
    })),

    implement(vendorOnboarding, async ({ body, caller, request }) => {
      const documentIds = body.documentIds ?? caller.account.documentIds
      if (body.documentIds?.length) {
        // A malformed id names no file, like an unknown one: the same 400 (PostgreSQL would fail
        // the whole query on it).
        const owned = await accountFiles(db, caller.account.id, body.documentIds.filter(isUuid))
        const ownedIds = new Set(owned.map((row) => row.id))
        const missing = body.documentIds.findIndex((id) => !ownedIds.has(id.toLowerCase()))
        if (missing >= 0) {
          throw badRequest('Some documents were not uploaded by this account.', [
            { path: `body.documentIds[${missing}]`, message: 'Upload each document first' },
          ])
        }
      }
      const account = await updateAccount(db, caller.account.id, {
        companyName: body.companyName?.trim(),
        contactName: body.contactName?.trim(),
        phone: text(body.phone),
        country: text(body.country),
        address: text(body.address),
        website: text(body.website),
        orderTypes: body.orderTypes,
        contacts: body.contacts,
        documentIds,
      })
      if (!account) throw new Error('The vendor account disappeared during onboarding')
      return {
        message: 'Profile saved.',
        data: { user: await showAccount(context, account, request) },
      }
    }),
  ]
}
