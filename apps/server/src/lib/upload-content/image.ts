import { inflateSync } from 'node:zlib';
import { imageSize } from 'image-size';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { MAX_IMAGE_PIXELS, type UploadProblem, UploadRefusal } from './limits.ts';

/** jpeg-js counts its own buffers against this; a 50 MP photo needs about 900 MB. */
const JPEG_MEMORY_MB = 1024;

export function inspectImage(content: Uint8Array, type: 'image/jpeg' | 'image/png'): UploadProblem | null {
  // The header's dimensions first, so that a bomb is never decoded.
  const header = imageSize(content);
  if (header.type !== (type === 'image/jpeg' ? 'jpg' : 'png')) return 'unreadable';
  if (!header.width || !header.height) return 'unreadable';
  if (header.width * header.height > MAX_IMAGE_PIXELS) return 'tooManyPixels';

  if (type === 'image/jpeg') {
    const image = jpeg.decode(content, {
      useTArray: true,
      formatAsRGBA: false,
      tolerantDecoding: false,
      maxResolutionInMP: MAX_IMAGE_PIXELS / 1_000_000,
      maxMemoryUsageInMB: JPEG_MEMORY_MB,
    });
    return image.width === header.width && image.height === header.height ? null : 'unreadable';
  }
  const buffer = Buffer.from(content.buffer, content.byteOffset, content.length);
  checkInterlacedPngSize(buffer);
  const image = PNG.sync.read(buffer, { checkCRC: true });
  return image.width === header.width && image.height === header.height ? null : 'unreadable';
}

/**
 * pngjs bounds the unpacked data of a plain PNG by its dimensions but not of an interlaced one,
 * so that is measured here first: the seven passes hold at most one filter byte per row each
 * on top of the pixels.
 */
function checkInterlacedPngSize(content: Buffer): void {
  // IHDR: width, height, bit depth, colour type, compression, filter, interlace (RFC 2083 §4.1.1).
  if (content.length < 33 || content[28] !== 1) return;
  const width = content.readUInt32BE(16);
  const height = content.readUInt32BE(20);
  const depth = content[24] ?? 0;
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[content[25] ?? -1] ?? 4;
  const bound = Math.ceil((width * channels * depth) / 8) * height + 7 * (height + 7) + 1024;
  const data: Buffer[] = [];
  for (let offset = 8; offset + 8 <= content.length; ) {
    const length = content.readUInt32BE(offset);
    if (content.toString('latin1', offset + 4, offset + 8) === 'IDAT')
      data.push(content.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  try {
    inflateSync(Buffer.concat(data), { maxOutputLength: bound });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new UploadRefusal('tooManyPixels');
    throw new UploadRefusal('unreadable');
  }
}
