import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** Small files of every accepted kind, real enough for the upload checks, and ways to spoil them. */

/**
 * A PDF assembled by hand from numbered objects, with a correct cross-reference table.
 * `objects[0]` becomes object 1; the catalog must be object 1.
 */
export function pdfFromObjects(objects: (string | Buffer)[], trailer = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      Buffer.isBuffer(object) ? object : Buffer.from(object, 'latin1'),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<</Size ${objects.length + 1}/Root 1 0 R${trailer}>>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** An indirect stream object with its /Length; `dictionary` holds the other entries. */
export function pdfStream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<<${dictionary}/Length ${data.length}>>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** A one-page A4 PDF with a line of text: the smallest document a reader shows. */
export function onePagePdf(): Buffer {
  const content = Buffer.from('BT /F1 12 Tf 72 770 Td (Hitelkapu teszt) Tj ET');
  return pdfFromObjects([
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    pdfStream('', content),
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ]);
}

/** A real baseline JPEG of `width` x `height` grey-ish pixels. */
export function jpegImage(width = 8, height = 8): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 1) data[i] = (i * 37) % 256;
  return jpeg.encode({ width, height, data }, 80).data;
}

/** A real PNG of `width` x `height` RGBA pixels. */
export function pngImage(width = 8, height = 8): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 1) png.data[i] = (i * 53) % 256;
  return PNG.sync.write(png);
}

/** One PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG whose header says `width` x `height` (8-bit RGB) and whose image data is `pixels` deflated. */
export function pngWithHeader(
  width: number,
  height: number,
  pixels: Buffer,
  { interlaced = false }: { interlaced?: boolean } = {},
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  header[12] = interlaced ? 1 : 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The JPEG with the size in its frame header (SOF0) replaced: the pixels stay small. */
export function jpegClaiming(width: number, height: number, image = jpegImage()): Buffer {
  const copy = Buffer.from(image);
  for (let offset = 2; offset + 9 < copy.length; ) {
    if (copy[offset] !== 0xff) break;
    const marker = copy[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2) {
      copy.writeUInt16BE(height, offset + 5);
      copy.writeUInt16BE(width, offset + 7);
      return copy;
    }
    offset += 2 + copy.readUInt16BE(offset + 2);
  }
  throw new Error('no frame header in the JPEG');
}
