import { createHash } from 'node:crypto';
import { PUBLIC_IMAGE_MAX_BYTES, PUBLIC_IMAGE_MAX_SIDE_PX } from '@hitelkapu/domain/rules/dealer-branding';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { checkRasterImage, detectRasterType } from './raster-image.ts';

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(180);
  return PNG.sync.write(image);
}

function jpg(width: number, height: number): Buffer {
  return Buffer.from(jpeg.encode({ width, height, data: Buffer.alloc(width * height * 4, 90) }, 80).data);
}

// 1 x 1 WebP images, one lossless (VP8L) and one lossy (VP8).
const webpLossless = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const webpLossy = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

describe('checkRasterImage', () => {
  it('accepts PNG, JPEG and WebP, with the type their bytes prove, their size and their hash', () => {
    const image = png(40, 20);
    expect(checkRasterImage(image)).toEqual({
      ok: true,
      contentType: 'image/png',
      width: 40,
      height: 20,
      sha256: createHash('sha256').update(image).digest('hex'),
    });
    expect(checkRasterImage(jpg(30, 16))).toMatchObject({
      ok: true,
      contentType: 'image/jpeg',
      width: 30,
      height: 16,
    });
    expect(checkRasterImage(webpLossless)).toMatchObject({
      ok: true,
      contentType: 'image/webp',
      width: 1,
      height: 1,
    });
    expect(checkRasterImage(webpLossy)).toMatchObject({
      ok: true,
      contentType: 'image/webp',
      width: 1,
      height: 1,
    });
  });

  it('accepts a declared type that agrees with the bytes, in any of its usual spellings', () => {
    expect(checkRasterImage(png(4, 4), 'image/png').ok).toBe(true);
    expect(checkRasterImage(jpg(4, 4), 'image/jpg').ok).toBe(true);
    expect(checkRasterImage(jpg(4, 4), 'IMAGE/JPEG; charset=binary').ok).toBe(true);
    expect(checkRasterImage(webpLossy, 'image/webp').ok).toBe(true);
  });

  it.each([
    ['SVG with a script', svg],
    ['SVG with an XML prolog', Buffer.from(`<?xml version="1.0"?>\n${svg.toString()}`)],
    ['SVG behind a byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), svg])],
    ['SVG behind white space', Buffer.from(`\n  ${svg.toString()}`)],
    ['GIF', Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')],
    ['HTML', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF')],
    ['BMP', Buffer.from([0x42, 0x4d, 0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0])],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['plain text', Buffer.from('not an image at all')],
  ])('refuses %s as not a raster image', (_label, bytes) => {
    expect(checkRasterImage(bytes)).toMatchObject({ ok: false, problem: 'notRaster' });
    expect(detectRasterType(bytes)).toBeNull();
  });

  it('refuses SVG even when it is declared as a PNG [ASVS V5.2.2 V1.3.4]', () => {
    expect(checkRasterImage(svg, 'image/png')).toMatchObject({ ok: false, problem: 'notRaster' });
  });

  it.each([
    ['a PNG declared as JPEG', png(4, 4), 'image/jpeg'],
    ['a PNG declared as SVG', png(4, 4), 'image/svg+xml'],
    ['a JPEG declared as HTML', jpg(4, 4), 'text/html'],
    ['a WebP declared as PNG', webpLossless, 'image/png'],
  ])('refuses %s: the declared type disagrees with the bytes', (_label, bytes, declared) => {
    expect(checkRasterImage(bytes, declared)).toMatchObject({ ok: false, problem: 'typeMismatch' });
  });

  it.each([
    ['a PNG with HTML behind its end', Buffer.concat([png(4, 4), Buffer.from('<script>alert(1)</script>')])],
    [
      'a JPEG with a ZIP behind its end',
      Buffer.concat([jpg(4, 4), Buffer.from('PK\x03\x04rest-of-archive', 'latin1')]),
    ],
    ['a JPEG with SVG behind its end', Buffer.concat([jpg(4, 4), svg])],
    ['a WebP with bytes behind its RIFF', Buffer.concat([webpLossless, Buffer.from('<svg/>')])],
    ['a truncated PNG', png(16, 16).subarray(0, 60)],
    ['a truncated JPEG', jpg(16, 16).subarray(0, 200)],
    ['a PNG signature followed by SVG', Buffer.concat([png(1, 1).subarray(0, 8), svg])],
    [
      'a JPEG signature followed by HTML',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html>')]),
    ],
  ])('refuses %s', (_label, bytes) => {
    expect(checkRasterImage(bytes)).toMatchObject({ ok: false, problem: 'unreadable' });
  });

  it('refuses a PNG whose chunk checksum does not hold', () => {
    const image = png(8, 8);
    // The last byte of IHDR's width: the chunk's CRC no longer matches.
    image[19] = (image[19] ?? 0) ^ 0x01;
    expect(checkRasterImage(image)).toMatchObject({ ok: false, problem: 'unreadable' });
  });

  it('refuses an empty file and one over the size cap [ASVS V5.2.1]', () => {
    expect(checkRasterImage(Buffer.alloc(0))).toMatchObject({ ok: false, problem: 'empty' });
    const big = Buffer.alloc(PUBLIC_IMAGE_MAX_BYTES + 1);
    png(1, 1).subarray(0, 8).copy(big);
    expect(checkRasterImage(big)).toMatchObject({ ok: false, problem: 'tooLarge' });
  });

  it('refuses an image wider or taller than the cap, read from its header [ASVS V5.2.1]', () => {
    expect(checkRasterImage(png(PUBLIC_IMAGE_MAX_SIDE_PX + 1, 1))).toMatchObject({
      ok: false,
      problem: 'tooManyPixels',
    });
    expect(checkRasterImage(jpg(1, PUBLIC_IMAGE_MAX_SIDE_PX + 1))).toMatchObject({
      ok: false,
      problem: 'tooManyPixels',
    });
    expect(checkRasterImage(png(PUBLIC_IMAGE_MAX_SIDE_PX, 1)).ok).toBe(true);
  });
});
