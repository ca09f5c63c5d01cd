import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { type Precompressed, pickEncoding } from './content-encoding'

type Encoding = Precompressed | 'identity'

export interface PageVariant {
  encoding: Encoding
  body: Buffer
  /** Differs per encoding, so a cache never answers a revalidation with the wrong bytes. */
  etag: string
}

/** One page, compressed once in every encoding the server offers. */
export interface PageVariants {
  /** The variant for a request's `Accept-Encoding` header. */
  pick(acceptEncoding: string | string[] | undefined): PageVariant
  /** Whether an `If-None-Match` header names any variant, i.e. the browser's copy is current. */
  matches(ifNoneMatch: string | undefined): boolean
}

/**
 * Compresses `html` with brotli (best quality) and gzip (level 9) once, since the page only
 * changes when the app is rebuilt, and hands out the copy each request accepts.
 */
export function makePageVariants(html: string): PageVariants {
  const identity = Buffer.from(html, 'utf8')
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
  const variants: Record<Encoding, PageVariant> = {
    identity: { encoding: 'identity', body: identity, etag: `"${hash}"` },
    br: {
      encoding: 'br',
      body: brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        },
      }),
      etag: `"${hash}-br"`,
    },
    gzip: { encoding: 'gzip', body: gzipSync(identity, { level: 9 }), etag: `"${hash}-gzip"` },
  }
  const etags = new Set(Object.values(variants).map((variant) => variant.etag))
  return {
    pick: (acceptEncoding) => variants[pickEncoding(acceptEncoding)],
    matches: (ifNoneMatch) =>
      !!ifNoneMatch &&
      (ifNoneMatch.trim() === '*' ||
        ifNoneMatch.split(',').some((tag) => etags.has(tag.trim().replace(/^W\//, '')))),
  }
}
