import { getProfile, updateProfile } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../context'
import { businesses, users } from '../db/schema'
import { forbidden } from '../http/errors'
import { implement } from '../http/implement'
import { toUser } from './users'

const BUSINESS_FIELDS = [
  'businessName',
  'country',
  'businessType',
  'businessDoc',
  'address',
  'avatar',
] as const
/** Who may change the business profile; members may change only their own name and phone. */
const canEditBusiness = (role: string) => ['owner', 'admin'].includes(role.toLowerCase())

export function profileRoutes({ db }: AppContext) {
  return [
    implement(getProfile, async ({ caller }) => ({
      message: 'Profile',
      data: { user: toUser(caller.user, caller.business) },
    })),

    implement(updateProfile, async ({ body, caller }) => {
      const touchesBusiness = BUSINESS_FIELDS.some((field) => body[field] !== undefined)
      if (touchesBusiness && !canEditBusiness(caller.user.role)) {
        throw forbidden('Only the owner or an admin can change the business profile.')
      }
      const { businessName, country, businessType, businessDoc, address, avatar } = body
      const { firstName, lastName, phone } = body
      const result = await db.transaction(async (tx) => {
        const [business] = touchesBusiness
          ? await tx
              .update(businesses)
              .set({ name: businessName, country, businessType, businessDoc, address, avatar })
              .where(eq(businesses.id, caller.business.id))
              .returning()
          : [caller.business]
        const [user] =
          firstName !== undefined || lastName !== undefined || phone !== undefined
            ? await tx
                .update(users)
                .set({ firstName, lastName, phone })
                .where(eq(users.id, caller.user.id))
                .returning()
            : [caller.user]
        return { user, business }
      })
      if (!result.user || !result.business)
        throw new Error('The profile disappeared during the update')
      return { message: 'Profile updated.', data: { user: toUser(result.user, result.business) } }
    }),
  ]
}
