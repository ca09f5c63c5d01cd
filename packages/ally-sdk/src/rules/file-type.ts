export type FileTypeIcon =
  | 'pdf'
  | 'image'
  | 'gif'
  | 'presentation'
  | 'spreadsheet'
  | 'document'
  | 'audio'
  | 'video'
  | 'generic'

const EXTENSIONS: readonly (readonly [FileTypeIcon, string])[] = [
  ['pdf', 'pdf'],
  ['gif', 'gif'],
  ['image', 'jpg jpeg png webp svg bmp tif tiff heic heif avif ico'],
  ['presentation', 'ppt pptx pps ppsx key odp'],
  ['spreadsheet', 'xls xlsx xlsm csv tsv ods numbers'],
  ['document', 'doc docx odt rtf txt md pages'],
  ['audio', 'mp3 wav ogg oga m4a aac flac opus weba'],
  ['video', 'mp4 m4v mov avi mkv webm wmv mpeg mpg ogv'],
]

function fromMime(mime: string): FileTypeIcon | null {
  if (mime === 'application/pdf') return 'pdf'
  if (mime === 'image/gif') return 'gif'
  if (mime.startsWith('image/')) return 'image'
  if (mime.startsWith('audio/')) return 'audio'
  if (mime.startsWith('video/')) return 'video'
  if (/presentation|powerpoint/.test(mime)) return 'presentation'
  if (/spreadsheet|excel|csv/.test(mime)) return 'spreadsheet'
  if (/word|opendocument\.text|rtf|^text\//.test(mime)) return 'document'
  return null
}

/**
 * Which icon a file gets (docs/product-rules.md#entities-and-formats), from its MIME type when
 * known, else its name's extension.
 *
 * @example
 * fileTypeIcon('invoice.PDF') // 'pdf'
 * fileTypeIcon('quote.xlsx', 'application/octet-stream') // 'spreadsheet'
 */
export function fileTypeIcon(name: string, mimeType?: string | null): FileTypeIcon {
  const byMime = mimeType ? fromMime(mimeType.toLowerCase().split(';')[0]?.trim() ?? '') : null
  if (byMime) return byMime
  const ext = /\.([a-z0-9]+)$/i.exec(name.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase()
  const match = ext && EXTENSIONS.find(([, list]) => list.split(' ').includes(ext))
  return match ? match[0] : 'generic'
}
