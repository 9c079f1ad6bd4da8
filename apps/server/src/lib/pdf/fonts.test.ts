import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../testing/pdf-text.ts';
import type { DocumentBlock } from './blocks.ts';
import { renderPdf } from './document.ts';
import { embedFonts } from './fonts.ts';

const require = createRequire(import.meta.url);
const dejaVuSans = fontkit.create(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));

const meta = {
  title: 'Próbadokumentum',
  subject: 'Betűk',
  author: 'Hitelkapu',
  footer: 'Próbadokumentum',
  format: 'A4' as const,
  createdAt: new Date('2026-03-02T10:00:00Z'),
};

const render = (blocks: DocumentBlock[]) => renderPdf(blocks, meta);

interface EmbeddedFont {
  /** Glyph code (hex, as drawn) -> the text it stands for. */
  toUnicode: Map<string, string>;
  program: Font;
}

function streamBytes(stream: unknown): Buffer {
  if (!(stream instanceof PDFRawStream)) throw new Error('not a stream');
  return Buffer.from(decodePDFRawStream(stream).decode());
}

/** The fonts the first page draws with: their ToUnicode maps and font programs. */
async function pageFonts(pdf: Uint8Array): Promise<EmbeddedFont[]> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(0);
  const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  return (fontDict?.entries() ?? []).map(([, ref]) => {
    const font = doc.context.lookup(ref, PDFDict);
    const toUnicode = new Map<string, string>();
    const cmap = streamBytes(font.lookup(PDFName.of('ToUnicode'))).toString('latin1');
    for (const [, code = '', unicode = ''] of cmap.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      toUnicode.set(code.toUpperCase(), Buffer.from(unicode, 'hex').swap16().toString('utf16le'));
    const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const program = fontkit.create(streamBytes(descriptor.lookup(PDFName.of('FontFile2'))));
    return { toUnicode, program };
  });
}

/** The outline a PDF viewer draws for `text` (one glyph), from the font embedded in the PDF. */
function embeddedOutline(fonts: EmbeddedFont[], text: string): string | undefined {
  for (const { toUnicode, program } of fonts)
    for (const [code, unicode] of toUnicode)
      if (unicode === text) return program.getGlyph(Number.parseInt(code, 16)).path.toSVG();
  return undefined;
}

const outlineInDejaVu = (character: string) =>
  dejaVuSans.glyphForCodePoint(character.codePointAt(0) ?? 0).path.toSVG();

describe('PDF fonts', () => {
  it('writes every Hungarian accent, dash, quote and the euro sign so that the text reads back as written', async () => {
    const lines = [
      'ÁRVÍZTŰRŐ TÜKÖRFÚRÓGÉP – árvíztűrő tükörfúrógép',
      'A „fizetési” kötelezettség: 1 250 000 Ft, azaz 3 125 € — ő, ű, Ő, Ű, ö, ü',
    ];
    const pdf = await render([
      { kind: 'title', text: 'Őszi kölcsönszerződés' },
      ...lines.map((text) => ({ kind: 'paragraph' as const, text })),
    ]);
    const [page = ''] = await pdfPageTexts(pdf);
    for (const expected of ['Őszi kölcsönszerződés', ...lines]) expect(page).toContain(expected);
    const { width, height } = (await PDFDocument.load(pdf)).getPage(0).getSize();
    expect([width, height]).toEqual([595.28, 841.89]);
  });

  it('draws a name with letters beyond Hungarian (Ł, ș, ț, ạ) in their own shapes, and it reads back as written', async () => {
    const name = 'Łucja Ștefănescu-Nguyễn, Țara Ạnh; Hoșu Ionuț Phạm, Kőszegi';
    const pdf = await render([{ kind: 'facts', rows: [{ label: 'Név', value: name }] }]);
    const [page = ''] = await pdfPageTexts(pdf);
    expect(page.replaceAll('\n', ' ')).toContain(name);
    const fonts = await pageFonts(pdf);
    for (const character of ['Ł', 'ș', 'Ș', 'ț', 'Ț', 'ạ', 'Ạ', 'ễ', 'ő']) {
      const outline = embeddedOutline(fonts, character);
      expect(outline, character).toBeTruthy();
      expect(outline, character).toBe(outlineInDejaVu(character));
    }
  });

  it("does not carry the letters one customer's document needed into the next document", async () => {
    const plain: DocumentBlock[] = [{ kind: 'paragraph', text: 'Kiss Anna, Budapest' }];
    const before = await pageFonts(await render(plain));
    await render([{ kind: 'paragraph', text: 'Ștefănescu Țara' }]);
    const after = await pageFonts(await render(plain));
    expect(after.map((font) => font.program.numGlyphs)).toEqual(before.map((font) => font.program.numGlyphs));
  });

  it('measures and encodes a line as the font lays the whole line out, ligatures included', async () => {
    const doc = await PDFDocument.create();
    const { regular } = await embedFonts(doc);
    for (const line of [
      'A fizetési kötelezettség teljesítése – „ffi” és „ffl” –  két szóközzel',
      '2026. március 2., 14,9% THM; 55 560 Ft/hó',
      '',
      ' kezdő és záró szóköz ',
    ]) {
      const laidOut = dejaVuSans.layout(line).glyphs;
      const width =
        laidOut.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) * (1000 / 2048) * (10.5 / 1000);
      expect(regular.widthOfTextAtSize(line, 10.5), line).toBe(width);
      // As many glyphs as the whole line shapes to: "fi", "ffi" and "ffl" stay one glyph each.
      expect(regular.encodeText(line).asString().length / 4, line).toBe(laidOut.length);
    }
  });
});
