/** Text as a PDF string literal: WinAnsi covers Latin-1, so anything else becomes '?'. */
function pdfString(text: string): string {
  const latin1 = text.replace(/[^\x20-\xff]/g, '?')
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`)})`
}

/**
 * A valid one-page A4 PDF that shows a few lines of Helvetica: a stand-in document for demo data,
 * made without a PDF library. The first line is the title.
 */
export function placeholderPdf(lines: string[]): Buffer {
  const [title = '', ...rest] = lines
  const text = [
    'BT',
    `/F1 20 Tf 72 760 Td ${pdfString(title)} Tj`,
    ...rest.map((line) => `/F1 12 Tf 0 -26 Td ${pdfString(line)} Tj`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ]

  // The cross-reference table lists each object's byte offset, so the parts are counted in bytes.
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  // Every entry is exactly 20 bytes, its line break included.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
