import { deleteAccount } from '@ally/sdk'
import { createPasswordCheck } from '../accounts/current-password'
import type { AppContext } from '../context'
import { implement } from '../http/implement'
import { deleteBusiness, deleteUser } from './delete-business'
import { roleOfRow } from './queries'

// Leaving Ally (docs/product-rules.md, "Leaving"): `DELETE freight-forwarder/auth` with the
// password. A member, admin or viewer deletes their own user; an owner deletes the business with
// everything it owns, and its vendors keep their own answers.

export function teamLeaveRoutes(context: AppContext) {
  const { db, files, signals } = context
  const checkPassword = createPasswordCheck(context)

  return [
    implement(deleteAccount, async ({ body, caller }) => {
      await checkPassword(caller, body.password, 'password')
      if (roleOfRow(caller.user.role) !== 'owner') {
        await db.transaction((tx) => deleteUser(tx, caller.user.id, context.now()))
        signals.emit({
          type: 'member.changed',
          businessId: caller.business.id,
          userId: caller.user.id,
        })
        return { message: 'Your account was deleted.', data: null }
      }
      const fileIds = await db.transaction((tx) => deleteBusiness(tx, caller.business.id))
      // The rows are gone with the commit; the bytes follow (a file left behind by a crash here
      // is unreachable: no row names it).
      await files.forget(fileIds)
      return {
        message: `${caller.business.name ?? 'Your business'} and all its data were deleted.`,
        data: null,
      }
    }),
  ]
}
