import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { badRequest } from '../http/errors'

/** The upload's declared type: the Content-Type header without its parameters. */
export const declaredType = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''

/**
 * The only kinds of file the product takes (docs/product-rules.md#files), each with the
 * extensions a stored name may end in. Anything else is refused: the bytes decide, never the
 * Content-Type or the name the client sent.
 */
export const ACCEPTED_FILE_TYPES = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'text/csv': ['csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
} as const satisfies Record<string, readonly string[]>

export type AcceptedFileType = keyof typeof ACCEPTED_FILE_TYPES

export const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp'])

export const UNSUPPORTED_FILE_MESSAGE = 'Choose a PDF, PNG, JPEG, WebP, CSV, XLSX or DOCX file.'

const isAccepted = (mime: string): mime is AcceptedFileType =>
  Object.hasOwn(ACCEPTED_FILE_TYPES, mime)

/**
 * CSV has no signature to sniff, so it is text the client calls CSV (by name or type) that
 * decodes as UTF-8, does not open like markup and holds no control characters but tab and line
 * breaks.
 */
function looksLikeCsv(bytes: Buffer, name: string, declaredType: string): boolean {
  if (!/\.csv$/i.test(name) && declaredType !== 'text/csv') return false
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return false
  }
  // A table never opens with a markup tag; a page, an SVG or an XML document does.
  if (/^\uFEFF?\s*<[a-z!?/]/i.test(text)) return false
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)
}

/** The longest stored file name (the contract's `FileRef.name`). */
const MAX_NAME = 255

/** `name` ending in an extension of `mime`, so a download saved to disk opens as what it is. */
export function nameFor(name: string, mime: AcceptedFileType): string {
  const extensions: readonly string[] = ACCEPTED_FILE_TYPES[mime]
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase()
  if (extension && extensions.includes(extension)) return name
  // The added extension must not push the name past what a file name may be (255 characters).
  const added = `.${extensions[0]}`
  return `${name.slice(0, MAX_NAME - added.length)}${added}`
}

/** What a file really is, from its bytes, if it is a kind the product takes; else null. */
export async function sniffedType(
  bytes: Buffer,
  name: string,
  declaredType: string,
): Promise<AcceptedFileType | null> {
  const sniffed = await fileTypeFromBuffer(bytes)
  const mime = sniffed ? sniffed.mime : looksLikeCsv(bytes, name, declaredType) ? 'text/csv' : null
  return mime && isAccepted(mime) ? mime : null
}

/**
 * What an upload really is, from its bytes; a 400 naming the body for anything the product does
 * not take (HTML, SVG, scripts, archives, executables, plain text).
 */
export async function sniffUpload(
  bytes: Buffer,
  name: string,
  declaredType: string,
): Promise<{ mimeType: AcceptedFileType; name: string }> {
  const mime = await sniffedType(bytes, name, declaredType)
  if (!mime) {
    throw badRequest(UNSUPPORTED_FILE_MESSAGE, [
      { path: 'body', message: UNSUPPORTED_FILE_MESSAGE },
    ])
  }
  return { mimeType: mime, name: nameFor(name, mime) }
}
