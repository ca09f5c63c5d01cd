import { inviteVendors, type VendorInput } from '@ally/sdk'
import type { AppContext } from '../context'
import { conflict } from '../http/errors'
import { implement } from '../http/implement'
import { vendorInviteMail } from '../services/mail-templates'
import { newLinkToken } from '../services/secrets'
import { toVendor } from './mappers'
import { insertInvitedVendors, listedEmails } from './queries'

// Inviting vendors to the buyer's list: each new address gets a row and an e-mailed link to
// register, those already listed (or listed twice) are answered one by one.

/** How long a vendor's registration link works. */
export const INVITE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

export function vendorInviteRoutes(context: AppContext) {
  const { db, mail } = context
  return [
    implement(inviteVendors, async ({ body, caller }) => {
      const existing = await listedEmails(db, caller.business.id)
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
            const inserted = await insertInvitedVendors(tx, caller.business.id, accepted, expiresAt)
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
  ]
}
