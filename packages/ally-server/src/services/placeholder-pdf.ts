import { PageSizes, PDFDocument, StandardFonts } from 'pdf-lib'

/**
 * A one-page A4 PDF that shows a few lines of Helvetica: a stand-in document for demo data, made
 * with pdf-lib like the purchase order's. The first line is the title; characters Helvetica
 * cannot draw show as '?'. Same lines, same bytes: pdf-lib's dates are left out.
 */
export async function placeholderPdf(lines: readonly string[]): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const known = new Set(font.getCharacterSet())
  const drawable = (text: string) =>
    [...text].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('')
  const page = doc.addPage(PageSizes.A4)
  const [title = '', ...rest] = lines
  doc.setTitle(drawable(title))
  page.drawText(drawable(title), { x: 72, y: 760, size: 20, font })
  rest.forEach((line, index) => {
    page.drawText(drawable(line), { x: 72, y: 760 - 26 * (index + 1), size: 12, font })
  })
  return Buffer.from(await doc.save())
}
