import { MAX_UPLOAD_BYTES, uploadFile, vendorUploadFile } from '@ally/sdk'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { isUuid } from '../db/ids'
import { implement } from '../http/implement'
import { declaredType, sniffUpload } from './file-types'
import { toFileRef } from './mappers'

export function fileRoutes({ files, fileLinks }: AppContext) {
  return [
    implement(
      uploadFile,
      async ({ query, body, caller, request }) => {
        const kind = await sniffUpload(body, query.name, declaredType(request))
        const row = await files.save({
          owner: { businessId: caller.business.id },
          ...kind,
          bytes: body,
        })
        return { message: 'File uploaded.', data: toFileRef(row, request, fileLinks) }
      },
      { bodyLimit: MAX_UPLOAD_BYTES },
    ),
    implement(
      vendorUploadFile,
      async ({ query, body, caller, request }) => {
        const kind = await sniffUpload(body, query.name, declaredType(request))
        const row = await files.save({
          owner: { vendorAccountId: caller.account.id },
          ...kind,
          bytes: body,
        })
        return { message: 'File uploaded.', data: toFileRef(row, request, fileLinks) }
      },
      { bodyLimit: MAX_UPLOAD_BYTES },
    ),
  ]
}

/** `name` for a Content-Disposition header: an ASCII fallback plus the exact UTF-8 name. */
function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * Serves uploaded files to whoever holds a valid signed link (the API hands links out only to
 * callers who may read the file). No access key: browsers fetch these as plain links and
 * images. Every file is a download in a sandbox: even a file that slipped past sniffing can
 * never run as a page of the app's origin.
 */
export function registerFileDownloads(
  app: FastifyInstance,
  { files, fileLinks }: AppContext,
): void {
  app.get<{
    Params: { id: string; name: string }
    Querystring: { expires?: unknown; signature?: unknown }
  }>('/files/:id/:name', async (request, reply) => {
    const { id } = request.params
    const check = isUuid(id)
      ? fileLinks.check(id, request.query.expires, request.query.signature)
      : 'invalid'
    if (check === 'expired') {
      return reply
        .code(410)
        .send({ message: 'This link has expired. Open the file again from Ally.' })
    }
    const found = check === 'valid' ? await files.open(id).catch(() => null) : null
    if (!found) return reply.code(404).send({ message: 'File not found.' })
    return (
      reply
        .header('content-type', found.row.mimeType)
        .header('content-length', found.row.size)
        .header('content-disposition', attachment(found.row.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'; frame-ancestors 'none'")
        // A partner's page may show a logo from here: the signed link is what grants access.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'private, max-age=3600')
        .send(found.stream())
    )
  })
}
