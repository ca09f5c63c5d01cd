import {
  EMAIL_KINDS,
  type EmailPreferences,
  getEmailPreferences,
  updateEmailPreferences,
} from '@ally/sdk'
import { eq } from 'drizzle-orm'
import type { AppContext, UserRow } from '../context'
import { users } from '../db/schema'
import { implement } from '../http/implement'

// Which e-mails each business user receives (docs/product-rules.md, "Settings"). Only the kinds
// turned off are stored; queries pick recipients with `wantsMail` (accounts/queries.ts).

/** Every kind, on unless the user turned it off. */
export function toEmailPreferences(stored: UserRow['emailPreferences']): EmailPreferences {
  return Object.fromEntries(
    EMAIL_KINDS.map((kind) => [kind, stored[kind] !== false]),
  ) as EmailPreferences
}

export function emailPreferencesRoutes({ db }: AppContext) {
  return [
    implement(getEmailPreferences, async ({ caller }) => ({
      message: 'E-mail preferences',
      data: toEmailPreferences(caller.user.emailPreferences),
    })),

    implement(updateEmailPreferences, async ({ body, caller }) => {
      const next = { ...toEmailPreferences(caller.user.emailPreferences), ...body }
      const [row] = await db
        .update(users)
        .set({ emailPreferences: next })
        .where(eq(users.id, caller.user.id))
        .returning({ emailPreferences: users.emailPreferences })
      if (!row) throw new Error('The user disappeared during the update')
      return { message: 'Updated successfully', data: toEmailPreferences(row.emailPreferences) }
    }),
  ]
}
