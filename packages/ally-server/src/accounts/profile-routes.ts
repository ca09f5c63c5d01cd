import { getProfile, isOwnerOrAdmin, updateProfile } from '@ally/sdk'
import type { AppContext } from '../context'
import { filePath, parseFileLink } from '../files/file-links'
import type { FileStore } from '../files/file-store'
import { IMAGE_TYPES } from '../files/file-types'
import { badRequest, forbidden } from '../http/errors'
import { implement } from '../http/implement'
import { toBusinessSettings, toUser } from './mappers'
import { updateProfileRows } from './queries'

const BUSINESS_FIELDS = [
  'businessName',
  'country',
  'businessType',
  'businessDoc',
  'address',
  'avatar',
  'currency',
  'approvalThreshold',
] as const

/**
 * The stored form of a profile file (the document or the logo): the path of a file this business
 * uploaded, whatever link to it the client sent. Anything else is a 400 naming the field, worded
 * the same whether the file is missing or another business's.
 */
async function ownFile(
  files: FileStore,
  businessId: string,
  field: 'businessDoc' | 'avatar',
  link: string | undefined,
): Promise<string | undefined> {
  if (link === undefined) return undefined
  const parsed = parseFileLink(link)
  const file = parsed ? await files.findOwned(parsed.id, { businessId }) : null
  const refuse = (message: string) =>
    badRequest(`body.${field}: ${message}`, [{ path: `body.${field}`, message }])
  if (!file) throw refuse('Upload the file first, then send the link the upload returned.')
  if (field === 'avatar' && !IMAGE_TYPES.has(file.mimeType)) {
    throw refuse('The logo must be a PNG, JPEG or WebP image.')
  }
  return filePath(file)
}

export function profileRoutes({ db, files, fileLinks }: AppContext) {
  return [
    implement(getProfile, async ({ caller, request }) => ({
      message: 'Profile',
      data: {
        user: toUser(caller.user, caller.business, fileLinks.forRequest(request)),
        settings: toBusinessSettings(caller.business),
      },
    })),

    implement(updateProfile, async ({ body, caller, request }) => {
      const touchesBusiness = BUSINESS_FIELDS.some((field) => body[field] !== undefined)
      if (touchesBusiness && !isOwnerOrAdmin(caller.user.role)) {
        throw forbidden('Only the owner or an admin can change the business profile.')
      }
      const { businessName, country, businessType, address, currency, approvalThreshold } = body
      const businessDoc = await ownFile(files, caller.business.id, 'businessDoc', body.businessDoc)
      const avatar = await ownFile(files, caller.business.id, 'avatar', body.avatar)
      const { firstName, lastName, phone } = body
      const touchesUser = firstName !== undefined || lastName !== undefined || phone !== undefined
      const result = await updateProfileRows(db, caller, {
        business: touchesBusiness
          ? {
              name: businessName,
              country,
              businessType,
              businessDoc,
              address,
              avatar,
              currency,
              approvalThreshold,
            }
          : undefined,
        user: touchesUser ? { firstName, lastName, phone } : undefined,
      })
      if (!result.user || !result.business)
        throw new Error('The profile disappeared during the update')
      const user = toUser(result.user, result.business, fileLinks.forRequest(request))
      return {
        message: 'Profile updated.',
        data: { user, settings: toBusinessSettings(result.business) },
      }
    }),
  ]
}
