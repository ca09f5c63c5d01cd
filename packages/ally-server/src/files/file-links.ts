import { createHmac } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { sameSecret } from '../services/secrets'

/**
 * A file link is good for at least this long and at most twice as long: expiries are rounded up
 * to a whole hour, so the links a page gets stay the same within the hour and the browser's cache
 * keeps serving its images (docs/product-rules.md#files).
 */
export const FILE_LINK_LIFETIME_MS = 60 * 60 * 1000

/** Where a stored file is served, without a signature: what the database keeps. */
export const filePath = (file: { id: string; name: string }) =>
  `/files/${file.id}/${encodeURIComponent(file.name)}`

const FILE_PATH =
  /\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([^/?#]+)/i

/** The file id and encoded name in a file link or path (signed or not); null for anything else. */
export function parseFileLink(link: string): { id: string; encodedName: string } | null {
  const match = FILE_PATH.exec(link)
  return match?.[1] && match[2] ? { id: match[1].toLowerCase(), encodedName: match[2] } : null
}

export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`

/** A stored file reference as a fresh link, or null when it names no stored file. */
export type SignStored = (stored: string | null) => string | null

export type LinkCheck = 'valid' | 'expired' | 'invalid'

/**
 * Signed, expiring links to stored files. Access is decided when a link is handed out (the API
 * gives one only to a caller who may read the file); the download route then checks only the
 * signature and the expiry, so `<img>` and plain links work without the session token.
 */
export function createFileLinks(secret: string, now: () => Date) {
  // A key of its own, so a file link can never pass for any other signed value.
  const key = createHmac('sha256', secret).update('ally file links').digest()
  const signature = (id: string, expires: number) =>
    createHmac('sha256', key).update(`${id.toLowerCase()}.${expires}`).digest('base64url')

  const link = (origin: string, id: string, encodedName: string) => {
    const hours = Math.floor(now().getTime() / FILE_LINK_LIFETIME_MS) + 2
    const expires = (hours * FILE_LINK_LIFETIME_MS) / 1000
    return `${origin}/files/${id}/${encodedName}?expires=${expires}&signature=${signature(id, expires)}`
  }

  return {
    /** A link to `file` on `origin`, good for one to two hours. */
    sign: (origin: string, file: { id: string; name: string }): string =>
      link(origin, file.id, encodeURIComponent(file.name)),
    /**
     * Turns stored references (a file path, or a link from before links were signed) into fresh
     * links on the origin `request` came to; null for anything that names no stored file.
     */
    forRequest(request: FastifyRequest): SignStored {
      const origin = requestOrigin(request)
      return (stored) => {
        const parsed = stored ? parseFileLink(stored) : null
        return parsed ? link(origin, parsed.id, parsed.encodedName) : null
      }
    },
    check(id: string, expires: unknown, given: unknown): LinkCheck {
      if (typeof expires !== 'string' || typeof given !== 'string' || !/^\d{1,12}$/.test(expires))
        return 'invalid'
      const seconds = Number(expires)
      if (!sameSecret(signature(id, seconds), given)) return 'invalid'
      return seconds * 1000 > now().getTime() ? 'valid' : 'expired'
    },
  }
}

export type FileLinks = ReturnType<typeof createFileLinks>
