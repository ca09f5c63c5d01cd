import { crc32 } from 'node:zlib'

/** A ZIP archive of uncompressed entries: enough for a sniffer to tell DOCX from XLSX from ZIP. */
export function zipOf(entries: [name: string, text: string][]): Buffer {
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const [name, text] of entries) {
    const data = Buffer.from(text)
    const fileName = Buffer.from(name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt32LE(crc, 16)
    entry.writeUInt32LE(data.length, 20)
    entry.writeUInt32LE(data.length, 24)
    entry.writeUInt16LE(fileName.length, 28)
    entry.writeUInt32LE(offset, 42)
    parts.push(local, fileName, data)
    central.push(entry, fileName)
    offset += local.length + fileName.length + data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...parts, directory, end])
}

const officeZip = (mainType: string, part: string) =>
  zipOf([
    [
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${mainType}"/></Types>`,
    ],
    [part, '<document/>'],
  ])

/** The smallest real file of each kind the product takes, with the type a sniffer finds. */
export const ACCEPTED_SAMPLES = [
  { name: 'quote.pdf', mimeType: 'application/pdf', bytes: Buffer.from('%PDF-1.7\n% Ally\n') },
  {
    name: 'logo.png',
    mimeType: 'image/png',
    bytes: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  },
  {
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]),
  },
  {
    name: 'logo.webp',
    mimeType: 'image/webp',
    bytes: Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([26, 0, 0, 0]),
      Buffer.from('WEBPVP8L'),
      Buffer.alloc(18),
    ]),
  },
  { name: 'prices.csv', mimeType: 'text/csv', bytes: Buffer.from('item,price\nbolts,12.50\n') },
  {
    name: 'prices.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: officeZip(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      'xl/workbook.xml',
    ),
  },
  {
    name: 'terms.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: officeZip(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      'word/document.xml',
    ),
  },
] as const

/** Files the product refuses, each sent under a type and name that claim something harmless. */
export const REFUSED_SAMPLES = [
  {
    what: 'an HTML page posing as a PDF',
    name: 'invoice.pdf',
    declared: 'application/pdf',
    bytes: Buffer.from('<!doctype html><script>alert(document.domain)</script>'),
  },
  {
    what: 'an HTML page posing as a CSV',
    name: 'prices.csv',
    declared: 'text/csv',
    bytes: Buffer.from('\n <html><body onload="alert(1)"></body></html>'),
  },
  {
    what: 'an HTML page',
    name: 'page.html',
    declared: 'text/html',
    bytes: Buffer.from('<p>hello</p>'),
  },
  {
    what: 'an SVG image',
    name: 'logo.svg',
    declared: 'image/svg+xml',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  },
  { what: 'plain text', name: 'notes.txt', declared: 'text/plain', bytes: Buffer.from('hi') },
  {
    what: 'a ZIP archive',
    name: 'bundle.zip',
    declared: 'application/zip',
    bytes: zipOf([['a.txt', 'hi']]),
  },
  {
    what: 'a Windows program',
    name: 'setup.pdf',
    declared: 'application/pdf',
    bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
  },
  {
    what: 'binary junk called CSV',
    name: 'data.csv',
    declared: 'text/csv',
    bytes: Buffer.from([0x61, 0x2c, 0x00, 0x01, 0x02, 0xff]),
  },
] as const

/** The path and query of a link: what `app.inject` takes. */
export const pathOf = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}
