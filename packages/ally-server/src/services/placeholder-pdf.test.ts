import { decodePDFRawStream, PageSizes, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { placeholderPdf } from './placeholder-pdf'

/** The hex string pdf-lib draws `text` as, in Helvetica's WinAnsi encoding. */
const drawn = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}> Tj`

describe('placeholderPdf', () => {
  const lines = ['Certificate (demo)', 'Not a real document \\ – 100% ✓']

  it('is a one-page A4 PDF that a PDF reader opens', async () => {
    const pdf = await placeholderPdf(lines)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const doc = await PDFDocument.load(pdf)
    expect(doc.getPageCount()).toBe(1)
    const { width, height } = doc.getPage(0).getSize()
    expect([width, height]).toEqual(PageSizes.A4)
    expect(doc.getTitle()).toBe('Certificate (demo)')
  })

  it('shows each line, with what Helvetica cannot draw as ?', async () => {
    const doc = await PDFDocument.load(await placeholderPdf(lines))
    const contents = doc.getPage(0).node.Contents()
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents]
    const text = streams
      .map((stream) => doc.context.lookup(stream))
      .filter((stream) => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n')
    expect(text).toContain(drawn('Certificate (demo)'))
    // WinAnsi has the en dash; it has no check mark.
    expect(text).toContain(drawn('Not a real document \\ \x96 100% ?'))
  })

  it('gives the same bytes for the same lines', async () => {
    expect((await placeholderPdf(lines)).equals(await placeholderPdf(lines))).toBe(true)
  })
})
