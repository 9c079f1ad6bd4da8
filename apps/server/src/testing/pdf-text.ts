import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
} from 'pdf-lib';

/** The bytes of a stream object, inflated when it is compressed. */
function streamText(stream: unknown): string {
  if (!(stream instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

/** glyph code (hex) -> text, from a font's ToUnicode CMap (the bfchar form pdf-lib writes). */
function toUnicodeMap(font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const cmap = streamText(font.lookup(PDFName.of('ToUnicode')));
  for (const match of cmap.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
    const [, code = '', unicode = ''] = match;
    const units: number[] = [];
    for (let i = 0; i < unicode.length; i += 4) units.push(Number.parseInt(unicode.slice(i, i + 4), 16));
    map.set(code.toUpperCase(), String.fromCharCode(...units));
  }
  return map;
}

function pageText(page: PDFPage): string {
  const fonts = new Map<string, Map<string, string>>();
  const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'));
  if (fontDict instanceof PDFDict)
    for (const [name, ref] of fontDict.entries()) {
      const font = page.doc.context.lookup(ref);
      if (font instanceof PDFDict) fonts.set(name.decodeText(), toUnicodeMap(font));
    }
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const lines: string[] = [];
  let current = new Map<string, string>();
  for (const stream of streams) {
    const text = streamText(stream);
    for (const match of text.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (match[1] !== undefined) {
        current = fonts.get(match[1]) ?? new Map();
        continue;
      }
      const hex = (match[2] ?? '').toUpperCase();
      let line = '';
      for (let i = 0; i < hex.length; i += 4) line += current.get(hex.slice(i, i + 4)) ?? '\uFFFD';
      lines.push(line);
    }
  }
  return lines.join('\n');
}

/**
 * The text drawn on each page of a PDF the portal made (embedded TrueType fonts, text as
 * glyph ids with a ToUnicode map), for tests to assert what a document says.
 */
export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map(pageText);
}
