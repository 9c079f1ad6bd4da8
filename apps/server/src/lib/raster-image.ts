import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { ErrorMessageKey } from '@hitelkapu/domain';
import { PUBLIC_IMAGE_MAX_BYTES, PUBLIC_IMAGE_MAX_SIDE_PX } from '@hitelkapu/domain/rules/dealer-branding';
import { imageSize } from 'image-size';

/**
 * Images the portal re-hosts as public files (a dealer's logos and hero image, spec §3 "Dealer
 * branding"): PNG, JPEG or WebP only, proven by their bytes, never by a name or a declared type.
 * SVG is refused above all, since it can carry script (DOMAIN.md "Leasing"); so are GIF, HTML
 * and anything else. The file's structure is walked to its end marker, so nothing can ride
 * behind the image (a polyglot whose tail is another format), and its dimensions are read from
 * the header, never by decoding it. The type stored and served is the one the bytes proved.
 */

export const rasterContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type RasterContentType = (typeof rasterContentTypes)[number];

/**
 * Why an image was refused: nothing sent, more than PUBLIC_IMAGE_MAX_BYTES, not one of the
 * three raster formats, a declared type the bytes contradict, a broken structure (or bytes
 * behind its end), or wider or taller than PUBLIC_IMAGE_MAX_SIDE_PX.
 */
export type RasterImageProblem =
  | 'empty'
  | 'tooLarge'
  | 'notRaster'
  | 'typeMismatch'
  | 'unreadable'
  | 'tooManyPixels';

export type RasterImageCheck =
  | { ok: true; contentType: RasterContentType; width: number; height: number; sha256: string }
  | { ok: false; problem: RasterImageProblem; detected: RasterContentType | null };

/** The wording of each refusal, for the field the image was given in. */
export const rasterImageProblemKeys: Record<RasterImageProblem, ErrorMessageKey> = {
  empty: 'errors.dealers.imageUnreadable',
  tooLarge: 'errors.dealers.imageTooLarge',
  notRaster: 'errors.dealers.imageType',
  typeMismatch: 'errors.dealers.imageType',
  unreadable: 'errors.dealers.imageUnreadable',
  tooManyPixels: 'errors.dealers.imageDimensions',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The raster type the first bytes announce, or null (SVG, GIF, HTML, PDF, text, anything else). */
export function detectRasterType(bytes: Uint8Array): RasterContentType | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

/** A declared type as a raster type (`image/JPG; charset=x` is JPEG), null when it names none. */
function declaredRasterType(declared: string): RasterContentType | null {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'image/png') return 'image/png';
  if (type === 'image/jpeg' || type === 'image/jpg' || type === 'image/pjpeg') return 'image/jpeg';
  if (type === 'image/webp') return 'image/webp';
  return null;
}

/**
 * Checks an image for re-hosting. `declaredType` is what the sender said (a multipart part's
 * type); when it is given it must agree with the bytes. Refusals are answers, not exceptions.
 */
export function checkRasterImage(bytes: Uint8Array, declaredType?: string | null): RasterImageCheck {
  if (bytes.length === 0) return { ok: false, problem: 'empty', detected: null };
  if (bytes.length > PUBLIC_IMAGE_MAX_BYTES) return { ok: false, problem: 'tooLarge', detected: null };
  const detected = detectRasterType(bytes);
  if (detected === null) return { ok: false, problem: 'notRaster', detected };
  if (declaredType !== undefined && declaredType !== null && declaredType.trim() !== '') {
    if (declaredRasterType(declaredType) !== detected)
      return { ok: false, problem: 'typeMismatch', detected };
  }
  const wellFormed =
    detected === 'image/png'
      ? isWholePng(bytes)
      : detected === 'image/jpeg'
        ? isWholeJpeg(bytes)
        : isWholeWebp(bytes);
  if (!wellFormed) return { ok: false, problem: 'unreadable', detected };

  let width: number | undefined;
  let height: number | undefined;
  try {
    const header = imageSize(bytes);
    const expected = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }[detected];
    if (header.type !== expected) return { ok: false, problem: 'unreadable', detected };
    ({ width, height } = header);
  } catch {
    return { ok: false, problem: 'unreadable', detected };
  }
  if (!width || !height) return { ok: false, problem: 'unreadable', detected };
  if (width > PUBLIC_IMAGE_MAX_SIDE_PX || height > PUBLIC_IMAGE_MAX_SIDE_PX) {
    return { ok: false, problem: 'tooManyPixels', detected };
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { ok: true, contentType: detected, width, height, sha256 };
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, end - start)).toString('latin1');
}

function uint32be(bytes: Uint8Array, offset: number): number {
  return (
    (((bytes[offset] ?? 0) << 24) >>> 0) +
    ((bytes[offset + 1] ?? 0) << 16) +
    ((bytes[offset + 2] ?? 0) << 8) +
    (bytes[offset + 3] ?? 0)
  );
}

function uint32le(bytes: Uint8Array, offset: number): number {
  return (
    (bytes[offset] ?? 0) +
    ((bytes[offset + 1] ?? 0) << 8) +
    ((bytes[offset + 2] ?? 0) << 16) +
    (((bytes[offset + 3] ?? 0) << 24) >>> 0)
  );
}

/**
 * PNG (RFC 2083 §3): the signature, IHDR first, chunks whose CRCs hold, image data, and IEND as
 * the very last bytes.
 */
function isWholePng(bytes: Uint8Array): boolean {
  let offset = 8;
  let first = true;
  let hasData = false;
  while (offset + 12 <= bytes.length) {
    const length = uint32be(bytes, offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    const type = ascii(bytes, offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return false;
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    first = false;
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== uint32be(bytes, offset + 8 + length))
      return false;
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') return hasData && end === bytes.length;
    offset = end;
  }
  return false;
}

/**
 * JPEG (ITU T.81 Annex B): SOI, marker segments, entropy-coded scans (where a 0xff byte is
 * followed by 0x00 or a restart marker), and EOI as the very last bytes.
 */
function isWholeJpeg(bytes: Uint8Array): boolean {
  let offset = 2;
  let hasFrame = false;
  let hasScan = false;
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd9) return hasFrame && hasScan && offset + 2 === bytes.length;
    if (marker === 0xd8 || marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01)
      return false;
    if (offset + 4 > bytes.length) return false;
    const length = ((bytes[offset + 2] ?? 0) << 8) + (bytes[offset + 3] ?? 0);
    if (length < 2) return false;
    const segmentEnd = offset + 2 + length;
    if (segmentEnd > bytes.length) return false;
    // SOF0..SOF15 except DHT (c4), JPG (c8) and DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      hasFrame = true;
    offset = segmentEnd;
    if (marker === 0xda) {
      if (!hasFrame) return false;
      hasScan = true;
      // The scan's coded data runs to the next marker that is neither stuffing nor a restart.
      while (offset + 1 < bytes.length) {
        if (bytes[offset] === 0xff) {
          const next = bytes[offset + 1] ?? 0;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
          offset += 2;
        } else offset += 1;
      }
    }
  }
  return false;
}

/** WebP (RIFF): the RIFF size is the file's, and its chunks, each padded to even, fill it exactly. */
function isWholeWebp(bytes: Uint8Array): boolean {
  if (uint32le(bytes, 4) + 8 !== bytes.length) return false;
  let offset = 12;
  let first = true;
  while (offset + 8 <= bytes.length) {
    const type = ascii(bytes, offset, offset + 4);
    if (first && type !== 'VP8 ' && type !== 'VP8L' && type !== 'VP8X') return false;
    first = false;
    const size = uint32le(bytes, offset + 4);
    offset += 8 + size + (size % 2);
    if (offset > bytes.length) return false;
  }
  return !first && offset === bytes.length;
}
