import type { FileRef } from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import { type FileLinks, requestOrigin } from './file-links'
import type { StoredFile } from './file-store'

/** A stored file as the contract describes it, with a signed link on the request's own origin. */
export function toFileRef(row: StoredFile, request: FastifyRequest, links: FileLinks): FileRef {
  return {
    id: row.id,
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    url: links.sign(requestOrigin(request), row),
  }
}
