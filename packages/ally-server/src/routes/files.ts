import { type FileRef, MAX_UPLOAD_BYTES, uploadFile, vendorUploadFile } from '@ally/sdk'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { isUuid } from '../http/ids'
import { implement } from '../http/implement'
import type { StoredFile } from '../services/files'

/** Where a stored file is served: outside /api, so an <img> or a link can open it. */
export const fileUrl = (origin: string, id: string, name: string) =>
  `${origin}/files/${id}/${encodeURIComponent(name)}`

/** A stored file as the contract describes it, with a URL on the request's own origin. */
export function toFileRef(row: StoredFile, request: FastifyRequest): FileRef {
  const origin = `${request.protocol}://${request.host}`
  return {
    id: row.id,
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    url: fileUrl(origin, row.id, row.name),
  }
}

const contentType = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim() || 'application/octet-stream'

export function fileRoutes({ files }: AppContext) {
  return [
    implement(
      uploadFile,
      async ({ query, body, caller, request }) => {
        const row = await files.save({
          businessId: caller.business.id,
          name: query.name,
          mimeType: contentType(request),
          bytes: body,
        })
        return { message: 'File uploaded.', data: toFileRef(row, request) }
      },
      { bodyLimit: MAX_UPLOAD_BYTES },
    ),
    implement(
      vendorUploadFile,
      async ({ query, body, caller, request }) => {
        const row = await files.save({
          businessId: null,
          vendorAccountId: caller.account.id,
          name: query.name,
          mimeType: contentType(request),
          bytes: body,
        })
        return { message: 'File uploaded.', data: toFileRef(row, request) }
      },
      { bodyLimit: MAX_UPLOAD_BYTES },
    ),
  ]
}

/**
 * Serves uploaded files by their unguessable id. No access key: browsers fetch these as plain
 * links and images.
 */
export function registerFileDownloads(app: FastifyInstance, { files }: AppContext): void {
  app.get<{ Params: { id: string; name: string } }>('/files/:id/:name', async (request, reply) => {
    const found = isUuid(request.params.id)
      ? await files.open(request.params.id).catch(() => null)
      : null
    if (!found) return reply.code(404).send({ message: 'File not found.' })
    return reply
      .header('content-type', found.row.mimeType)
      .header('content-length', found.row.size)
      .header(
        'content-disposition',
        `inline; filename*=UTF-8''${encodeURIComponent(found.row.name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(found.stream())
  })
}
