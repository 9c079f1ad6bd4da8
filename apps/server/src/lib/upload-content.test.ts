import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  jpegClaiming,
  jpegImage,
  onePagePdf,
  pdfFromObjects,
  pdfStream,
  pngImage,
  pngWithHeader,
} from '../testing/upload-files.ts';
import {
  checkUploadContent,
  cleanUploadFileName,
  inspectUploadContent,
  MAX_FILE_NAME_LENGTH,
  MAX_PDF_PAGES,
  pdfDecodedBudget,
} from './upload-content.ts';

const PDF = 'application/pdf';
const MiB = 1024 * 1024;

const pageObjects = (contents = '') => [
  '<</Type/Catalog/Pages 2 0 R>>',
  '<</Type/Pages/Kids[3 0 R]/Count 1>>',
  `<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]${contents}>>`,
];

async function pdfWithPages(count: number, options?: { useObjectStreams?: boolean }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < count; i += 1) pdf.addPage().drawText(`Oldal ${i + 1}`);
  return pdf.save(options);
}

/** A pdf-lib document whose one page's content is `zeros` bytes of zeros, deflated: about 1/1000 of that on disk. */
async function pdfInflatingTo(zeros: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  const data = deflateSync(Buffer.alloc(zeros), { level: 9 });
  const content = PDFRawStream.of(pdf.context.obj({ Filter: 'FlateDecode', Length: data.length }), data);
  page.node.set(PDFName.of('Contents'), pdf.context.register(content));
  return pdf.save();
}

describe('PDF uploads', () => {
  it('accepts PDFs made by pdf-lib, with and without object streams, and a hand-made one', async () => {
    expect(await inspectUploadContent(await pdfWithPages(1), PDF)).toBeNull();
    expect(await inspectUploadContent(await pdfWithPages(3, { useObjectStreams: false }), PDF)).toBeNull();
    expect(await inspectUploadContent(onePagePdf(), PDF)).toBeNull();
  });

  it('refuses random bytes or HTML behind a PDF signature [ASVS V5.2.2]', async () => {
    const random = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64 * 1024)]);
    expect(await inspectUploadContent(random, PDF)).toBe('unreadable');
    const html = Buffer.from(
      '%PDF-1.4\n<!doctype html><html><head><title>Számla</title></head><body><script>location="https://example.invalid"</script></body></html>\n',
    );
    expect(await inspectUploadContent(html, PDF)).toBe('unreadable');
  });

  it('refuses a PDF without pages and one with more pages than a document has', async () => {
    const noPages = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    expect(await inspectUploadContent(noPages, PDF)).toBe('unreadable');
    expect(await inspectUploadContent(await pdfWithPages(MAX_PDF_PAGES), PDF)).toBeNull();
    expect(await inspectUploadContent(await pdfWithPages(MAX_PDF_PAGES + 1), PDF)).toBe('tooManyPages');
  });

  it('refuses a small PDF whose stream inflates beyond the budget, and takes one within it [ASVS V5.2.3]', async () => {
    const bomb = await pdfInflatingTo(50 * MiB);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(pdfDecodedBudget(bomb.length)).toBeLessThan(50 * MiB);
    expect(await inspectUploadContent(bomb, PDF)).toBe('tooMuchContent');
    expect(await inspectUploadContent(await pdfInflatingTo(4 * MiB), PDF)).toBeNull();
  });

  it('counts every stream against one budget', async () => {
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 3; i += 1) {
      const data = deflateSync(Buffer.alloc(12 * MiB), { level: 9 });
      const content = PDFRawStream.of(pdf.context.obj({ Filter: 'FlateDecode', Length: data.length }), data);
      pdf.addPage().node.set(PDFName.of('Contents'), pdf.context.register(content));
    }
    expect(await inspectUploadContent(await pdf.save(), PDF)).toBe('tooMuchContent');
  });

  it('catches a bomb in an object stream, which pdf-lib unpacks while parsing [ASVS V5.2.3]', async () => {
    const objects = deflateSync(Buffer.concat([Buffer.from('3 0 <</A 1>>'), Buffer.alloc(48 * MiB, 0x20)]));
    const pdf = pdfFromObjects([
      '<</Type/Catalog/Pages 2 0 R>>',
      '<</Type/Pages/Kids[]/Count 0>>',
      pdfStream('/Type/ObjStm/N 1/First 4/Filter/FlateDecode', objects),
    ]);
    expect(await inspectUploadContent(pdf, PDF)).toBe('tooMuchContent');
  });

  it('refuses run-length data that unpacks beyond the budget', async () => {
    // Each two-byte run (129, 0) unpacks to 128 zeros.
    const runs = Buffer.alloc(2 * 300_000);
    for (let i = 0; i < runs.length; i += 2) runs[i] = 129;
    const pdf = pdfFromObjects([
      ...pageObjects('/Contents 4 0 R'),
      pdfStream('/Filter/RunLengthDecode', Buffer.concat([runs, Buffer.from([128])])),
    ]);
    expect(await inspectUploadContent(pdf, PDF)).toBe('tooMuchContent');
  });

  it('refuses corrupt deflate data and unknown filters, and takes a chain of standard ones', async () => {
    const corrupt = pdfFromObjects([
      ...pageObjects('/Contents 4 0 R'),
      pdfStream(
        '/Filter/FlateDecode',
        Buffer.concat([Buffer.from([0x78, 0x9c]), Buffer.from('nem deflate')]),
      ),
    ]);
    expect(await inspectUploadContent(corrupt, PDF)).toBe('unreadable');
    const unknown = pdfFromObjects([
      ...pageObjects('/Contents 4 0 R'),
      pdfStream('/Filter/MadeUpDecode', Buffer.from('BT ET')),
    ]);
    expect(await inspectUploadContent(unknown, PDF)).toBe('unreadable');
    const chained = pdfFromObjects([
      ...pageObjects('/Contents 4 0 R'),
      pdfStream(
        '/Filter[/ASCIIHexDecode/FlateDecode]',
        Buffer.from(`${deflateSync(Buffer.from('BT /F1 12 Tf (Szia) Tj ET')).toString('hex')}>`),
      ),
    ]);
    expect(await inspectUploadContent(chained, PDF)).toBeNull();
  });

  it('refuses an image in a PDF whose dimensions exceed the pixel limit', async () => {
    const pdf = pdfFromObjects([
      ...pageObjects('/Resources<</XObject<</Im1 4 0 R>>>>'),
      pdfStream(
        '/Type/XObject/Subtype/Image/Width 100000/Height 100000/ColorSpace/DeviceRGB/BitsPerComponent 8/Filter/DCTDecode',
        jpegImage(),
      ),
    ]);
    expect(await inspectUploadContent(pdf, PDF)).toBe('tooMuchContent');
  });

  it('refuses an encrypted PDF', async () => {
    const encrypted = pdfFromObjects(
      [
        ...pageObjects(),
        '<</Filter/Standard/V 1/R 2/O(0123456789abcdef0123456789abcdef)/U(0123456789abcdef0123456789abcdef)/P -4>>',
      ],
      '/Encrypt 4 0 R/ID[<00112233><00112233>]',
    );
    expect(await inspectUploadContent(encrypted, PDF)).toBe('encrypted');
  });
});

describe('image uploads', () => {
  it('accepts real JPEG and PNG images', async () => {
    expect(await inspectUploadContent(jpegImage(32, 24), 'image/jpeg')).toBeNull();
    expect(await inspectUploadContent(pngImage(32, 24), 'image/png')).toBeNull();
  });

  it('refuses truncated images', async () => {
    const jpeg = jpegImage(64, 64);
    expect(await inspectUploadContent(jpeg.subarray(0, jpeg.length - 2), 'image/jpeg')).toBe('unreadable');
    expect(await inspectUploadContent(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg')).toBe(
      'unreadable',
    );
    const png = pngImage(64, 64);
    expect(await inspectUploadContent(png.subarray(0, png.length - 12), 'image/png')).toBe('unreadable');
    expect(await inspectUploadContent(png.subarray(0, Math.floor(png.length / 2)), 'image/png')).toBe(
      'unreadable',
    );
  });

  it('refuses an image whose header claims more pixels than the limit, without decoding it', async () => {
    expect(await inspectUploadContent(jpegClaiming(60_000, 60_000), 'image/jpeg')).toBe('tooManyPixels');
    expect(await inspectUploadContent(pngWithHeader(100_000, 100_000, Buffer.alloc(1000)), 'image/png')).toBe(
      'tooManyPixels',
    );
  });

  it('refuses image data that inflates beyond what the header allows, interlaced or not', async () => {
    const tooMuch = Buffer.alloc(64 * MiB);
    expect(await inspectUploadContent(pngWithHeader(100, 100, tooMuch), 'image/png')).not.toBeNull();
    expect(
      await inspectUploadContent(pngWithHeader(100, 100, tooMuch, { interlaced: true }), 'image/png'),
    ).toBe('tooManyPixels');
  });

  it('accepts an interlaced PNG', async () => {
    // The seven Adam7 passes of a 4 x 4 image, as width x height: 16 pixels in all.
    const passes = [
      [1, 1],
      [0, 0],
      [0, 0],
      [1, 1],
      [2, 1],
      [2, 2],
      [4, 2],
    ] as const;
    const rows = passes
      .filter(([width, height]) => width > 0 && height > 0)
      .flatMap(([width, height]) => Array.from({ length: height }, () => Buffer.alloc(1 + width * 3, 0)));
    expect(
      await inspectUploadContent(pngWithHeader(4, 4, Buffer.concat(rows), { interlaced: true }), 'image/png'),
    ).toBeNull();
  });

  it('refuses a file whose signature says one image type and whose content is another [ASVS V5.2.2]', async () => {
    const jpegInPng = Buffer.concat([pngImage().subarray(0, 8), jpegImage()]);
    expect(await inspectUploadContent(jpegInPng, 'image/png')).toBe('unreadable');
  });
});

describe('checkUploadContent', () => {
  it('parses in the worker: sound files pass, spoofed ones do not, types outside the list are not opened', async () => {
    const all = ['application/pdf', 'image/jpeg', 'image/png'] as const;
    expect(await checkUploadContent(Buffer.from(await pdfWithPages(1)), all)).toEqual({
      ok: true,
      type: 'application/pdf',
      extension: 'pdf',
    });
    expect(await checkUploadContent(jpegImage(), all)).toEqual({
      ok: true,
      type: 'image/jpeg',
      extension: 'jpg',
    });
    expect(
      await checkUploadContent(Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2048)]), all),
    ).toEqual({
      ok: false,
      type: 'application/pdf',
      problem: 'unreadable',
    });
    expect(await checkUploadContent(Buffer.from(await pdfInflatingTo(50 * MiB)), all)).toEqual({
      ok: false,
      type: 'application/pdf',
      problem: 'tooMuchContent',
    });
    expect(await checkUploadContent(Buffer.from('MZ\x90\x00'), all)).toEqual({
      ok: false,
      type: null,
      problem: 'unknownType',
    });
    expect(await checkUploadContent(onePagePdf(), ['image/jpeg', 'image/png'])).toEqual({
      ok: false,
      type: 'application/pdf',
      problem: 'notAccepted',
    });
  });

  it('checks several files at once, one after the other', async () => {
    const results = await Promise.all([
      checkUploadContent(pngImage(), ['image/png']),
      checkUploadContent(pngImage().subarray(0, 40), ['image/png']),
      checkUploadContent(jpegImage(), ['image/jpeg']),
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, false, true]);
  });
});

describe('cleanUploadFileName', () => {
  it('drops direction overrides, zero-width and other format characters, and control characters [ASVS V5.4.1]', () => {
    expect(cleanUploadFileName('szamla\u202Efdp.exe')).toBe('szamlafdp.exe');
    expect(cleanUploadFileName('\uFEFFbér\u200Bpapír\u2066.pdf\u2069')).toBe('bérpapír.pdf');
    expect(cleanUploadFileName('a\u0000b\u0007c\u007f\u0085d\u00ad.pdf')).toBe('abcd.pdf');
    expect(cleanUploadFileName('első\u2028sor\u2029.png')).toBe('elsősor.png');
    expect(cleanUploadFileName('jó\tnév\n .pdf')).toBe('jónév .pdf');
  });

  it('keeps Hungarian accents, composed, and the last path segment only [ASVS V5.3.2]', () => {
    expect(cleanUploadFileName('C:\\Users\\Ödön\\Árvíztűrő tükörfúrógép.pdf')).toBe(
      'Árvíztűrő tükörfúrógép.pdf',
    );
    expect(cleanUploadFileName('/tmp/szeme\u0301lyi.pdf')).toBe('szem\u00e9lyi.pdf');
  });

  it('caps the length and keeps the extension; an empty name becomes "dokumentum" [ASVS V5.4.1]', () => {
    const long = cleanUploadFileName(`${'ő'.repeat(300)}.pdf`);
    expect(Array.from(long)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith('ő.pdf')).toBe(true);
    const emoji = cleanUploadFileName('😀'.repeat(300));
    expect(Array.from(emoji)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(emoji).not.toMatch(/\p{Cs}/u);
    expect(cleanUploadFileName('\u202E\u200B')).toBe('dokumentum');
    expect(cleanUploadFileName(undefined)).toBe('dokumentum');
  });
});
