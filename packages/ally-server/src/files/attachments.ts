import type { FieldIssue, FileRef } from '@ally/sdk'
import { and, inArray, or } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import { files, type StoredAttachment } from '../db/schema'
import { badRequest } from '../http/errors'
import { type FileLinks, requestOrigin } from './file-links'
import { type FileOwner, ownedBy } from './file-store'

// Files attached to an order's lines (by the buyer) and to answers (by the vendor). A line or an
// answer keeps a copy of each file's name, type and size, so lists show them without a join;
// links are signed on the way out, only in views of readers who may see them
// (docs/product-rules.md#files).

/** Ids to attach, and where in the request they were sent (`body.lines.0.attachmentIds`). */
export interface AttachmentRequest {
  path: string
  ids: readonly string[] | undefined
}

/**
 * The files each request names, once each and in the order given, if every one belongs to one
 * of `owners`; otherwise a 400 naming each id that does not. One query for all requests.
 */
export async function attachableFiles(
  db: Pick<Db, 'select'>,
  requests: readonly AttachmentRequest[],
  owners: readonly FileOwner[],
): Promise<StoredAttachment[][]> {
  // An id that is no UUID names no file: left out of the query, which it would fail.
  const wanted = [...new Set(requests.flatMap((request) => request.ids ?? []))].filter(isUuid)
  const rows =
    wanted.length && owners.length
      ? await db
          .select({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size })
          .from(files)
          .where(and(inArray(files.id, wanted), or(...owners.map(ownedBy))))
      : []
  const found = new Map(rows.map((row) => [row.id, row]))
  const errors: FieldIssue[] = []
  const attached = requests.map(({ path, ids = [] }) =>
    [...new Set(ids)].flatMap((id) => {
      const file = found.get(id)
      if (!file)
        errors.push({ path: `${path}.${ids.indexOf(id)}`, message: 'is not a file you uploaded' })
      return file ? [file] : []
    }),
  )
  const [first] = errors
  if (first) throw badRequest(`${first.path}: ${first.message}`, errors)
  return attached
}

/** Turns stored attachments into the contract's files, with links signed for one request. */
export type SignAttachments = (stored: readonly StoredAttachment[] | undefined) => FileRef[]

export function attachmentSigner(request: FastifyRequest, links: FileLinks): SignAttachments {
  const origin = requestOrigin(request)
  return (stored) => (stored ?? []).map((file) => ({ ...file, url: links.sign(origin, file) }))
}
