import { decideVendorCandidates, listVendorCandidates } from '@ally/sdk'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import { paged, pageOf } from '../db/paging'
import { notFound } from '../http/errors'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { vendorInviteMail } from '../services/mail-templates'
import { newLinkToken } from '../services/secrets'
import { INVITE_LIFETIME_MS } from '../vendors/invite-routes'
import { insertInvitedVendors, listedEmails } from '../vendors/queries'
import { toVendorCandidate } from './mappers'
import { markCandidates, ownProposedCandidates, proposedCandidates } from './queries'

// The vendor candidates a mailbox's import proposed: the buyer accepts them (each becomes a vendor
// and is invited, as an invite from the vendor list would) or rejects them, never to be proposed
// again. Nothing becomes a vendor without this click.

/**
 * The business's proposed candidates among `ids`, in `tx`; a 404 naming the first that is not one
 * (another business's, decided already, or unknown), so a decision is all or nothing.
 */
async function proposedOrRefuse(tx: Pick<Db, 'select'>, businessId: string, ids: string[]) {
  const rows = await ownProposedCandidates(tx, businessId, ids)
  const found = new Set(rows.map((row) => row.id))
  const missing = ids.find((id) => !found.has(id))
  if (missing !== undefined)
    throw notFound(`No contact waiting for a decision has the id ${missing}.`)
  return rows
}

export function candidateRoutes(context: AppContext) {
  const { db, mail } = context
  return [
    implement(listVendorCandidates, async ({ caller, query }) => {
      const page = pageOf(query)
      const [rows, total] = await proposedCandidates(db, caller.business.id, page)
      return {
        message: counted(total, 'vendor candidate', 'vendor candidates'),
        data: paged(rows.map(toVendorCandidate), total, page),
      }
    }),

    implement(decideVendorCandidates, async ({ body, caller }) => {
      const businessId = caller.business.id
      if (body.decision === 'reject') {
        const rejected = await db.transaction(async (tx) => {
          const rows = await proposedOrRefuse(tx, businessId, body.ids)
          await markCandidates(
            tx,
            rows.map((row) => row.id),
            'rejected',
          )
          return rows.length
        })
        return {
          message: `Rejected ${counted(rejected, 'candidate', 'candidates')}`,
          data: { vendors: 0, rejected },
        }
      }
      const listed = await listedEmails(db, businessId)
      const businessName = caller.business.name ?? 'A business'
      const expiresAt = new Date(context.now().getTime() + INVITE_LIFETIME_MS)
      // The vendors, their invitations and the candidates' new state commit together.
      const added = await db.transaction(async (tx) => {
        const rows = await proposedOrRefuse(tx, businessId, body.ids)
        const fresh = rows.filter((row) => !listed.has(row.email.toLowerCase()))
        const invited = fresh.map((row) => ({
          input: {
            name: (row.company || row.name || row.email).slice(0, 120),
            email: row.email,
            contactName: row.name.slice(0, 120) || undefined,
          },
          ...newLinkToken(),
        }))
        const inserted = invited.length
          ? await insertInvitedVendors(tx, businessId, invited, expiresAt)
          : []
        const tokens = new Map(invited.map(({ input, token }) => [input.email, token]))
        await mail.queue(
          tx,
          inserted.map((vendor) =>
            vendorInviteMail(
              vendor.email,
              vendor.name,
              businessName,
              `${context.appUrl}/vendor/register?token=${encodeURIComponent(tokens.get(vendor.email) ?? '')}`,
            ),
          ),
        )
        await markCandidates(
          tx,
          rows.map((row) => row.id),
          'accepted',
        )
        return inserted.length
      })
      void mail.flush()
      return {
        message: `Added ${counted(added, 'vendor', 'vendors')} and invited them`,
        data: { vendors: added, rejected: 0 },
      }
    }),
  ]
}
