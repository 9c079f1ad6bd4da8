import { createHash } from 'node:crypto';
import { BRANDING_MIN_CONTRAST, dealerBrandingSchema } from '@hitelkapu/domain/contracts/dealer-branding';
import { contrastRatio } from '@hitelkapu/domain/rules/dealer-branding';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { checkRasterImage } from '../../lib/raster-image.ts';
import { ALFOLD_DEALER_ID, DUNAKANYAR_DEALER_ID, demoDealers, seedDemoDealers } from '../../seed/dealers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createDealersService } from './dealers.service.ts';

const UNKNOWN_ID = '0b9c5e1d-2f4a-4c6b-8d7e-9f0a1b2c3d4e';

function png(width: number, height: number, shade: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(shade);
  return PNG.sync.write(image);
}

describe('dealer branding and public files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoDealers(t.database.db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const branding = async (dealerId: string) =>
    t.app.inject({ method: 'GET', url: `/api/administration/dealer/branding/external/${dealerId}` });

  it('answers a seeded dealer its checked branding, without a session', async () => {
    const res = await branding(DUNAKANYAR_DEALER_ID);
    expect(res.statusCode).toBe(200);
    const body = dealerBrandingSchema.parse(res.json());
    expect(body).toMatchObject({
      dealerId: DUNAKANYAR_DEALER_ID,
      name: 'Dunakanyar Autóház',
      primaryColor: '#1d4e89',
      borderRadius: 16,
    });
    expect(contrastRatio(body.buttonTextColor, body.primaryColor)).toBeGreaterThanOrEqual(
      BRANDING_MIN_CONTRAST,
    );
    expect(body.bigLogo && body.compactLogo && body.heroImage).toBeTruthy();
  });

  it('gives the two demo dealers looks that differ at a glance', async () => {
    const [duna, alfold] = await Promise.all([
      branding(DUNAKANYAR_DEALER_ID).then((res) => dealerBrandingSchema.parse(res.json())),
      branding(ALFOLD_DEALER_ID).then((res) => dealerBrandingSchema.parse(res.json())),
    ]);
    expect(alfold.name).toBe('Alföld Autó Centrum');
    expect(alfold.primaryColor).not.toBe(duna.primaryColor);
    expect(alfold.borderRadius).toBe(0);
    expect(duna.borderRadius).toBeGreaterThan(8);
    expect(
      new Set([duna.bigLogo, duna.compactLogo, duna.heroImage, alfold.bigLogo, alfold.heroImage]).size,
    ).toBe(5);
  });

  it('answers 404 in the error shape for an unknown dealer', async () => {
    const res = await branding(UNKNOWN_ID);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      messageKey: 'errors.dealers.notFound',
      message: 'Ez a kereskedő nem található.',
    });
  });

  it.each([
    ['not an id', 'dunakanyar'],
    ['an injection attempt', "1'%20or%20'1'='1"],
    ['an id one character short', DUNAKANYAR_DEALER_ID.slice(0, -1)],
  ])('answers 400 for a malformed dealer id (%s)', async (_label, id) => {
    const res = await branding(id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('serves each seeded image as the PNG it is, inline, never sniffed, cached for good', async () => {
    const body = dealerBrandingSchema.parse((await branding(ALFOLD_DEALER_ID)).json());
    for (const id of [body.bigLogo, body.compactLogo, body.heroImage]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/file/public/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe('inline');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(checkRasterImage(res.rawPayload)).toMatchObject({ ok: true, contentType: 'image/png' });
    }
  });

  it('answers 404 for an unknown file and 400 for a malformed file id, neither cached', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/file/public/${UNKNOWN_ID}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', messageKey: 'errors.dealers.fileNotFound' });
    expect(unknown.headers['cache-control']).toBe('no-store');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/file/public/logo.svg' });
    expect(malformed.statusCode).toBe(400);
  });

  it('seeds again without a change: same dealers, same files', async () => {
    const before = (await branding(DUNAKANYAR_DEALER_ID)).json();
    await seedDemoDealers(t.database.db);
    expect((await branding(DUNAKANYAR_DEALER_ID)).json()).toEqual(before);
  });

  it('documents both calls as public, with their errors, in the OpenAPI document', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { summary: string; security: unknown[]; responses: Record<string, unknown> }>
      >;
    };
    const brandingOperation = document.paths['/api/administration/dealer/branding/external/{dealerId}']?.get;
    const fileOperation = document.paths['/api/file/public/{id}']?.get;
    for (const operation of [brandingOperation, fileOperation]) {
      expect(operation?.summary).toBeTruthy();
      expect(operation?.security).toEqual([]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
    }
  });

  it('the database itself refuses a dealer written with an unsafe colour or radius', async () => {
    const safe = {
      name: 'Közvetlen Kft.',
      primaryColor: '#123456',
      secondaryColor: '#abcdef',
      buttonTextColor: '#ffffff',
    };
    await expect(
      t.database.db
        .insert(dealers)
        .values({ ...safe, primaryColor: 'red', borderRadius: 4, buttonRadius: 4 }),
    ).rejects.toThrow();
    await expect(
      t.database.db.insert(dealers).values({ ...safe, borderRadius: 400, buttonRadius: 4 }),
    ).rejects.toThrow();
  });

  describe('saving a branding from untrusted input', () => {
    const service = () => createDealersService(t.database.db);
    const base = demoDealers.find((dealer) => dealer.id === DUNAKANYAR_DEALER_ID);
    if (!base) throw new Error('the demo dealers name Dunakanyar Autóház');

    it('stores corrected values and serves an uploaded WebP with the type its bytes prove', async () => {
      const webp = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
      const saved = await service().saveBranding({
        branding: {
          name: 'Próba Autó',
          primaryColor: '#FFD23F',
          secondaryColor: '#112233',
          buttonTextColor: '#FFFFFF',
          borderRadius: 400,
          buttonRadius: -3.2,
        },
        images: { compactLogo: { bytes: webp } },
      });
      expect(saved).toMatchObject({
        primaryColor: '#ffd23f',
        secondaryColor: '#112233',
        // White on yellow is about 1.5:1: black instead.
        buttonTextColor: '#000000',
        borderRadius: 24,
        buttonRadius: 0,
        bigLogo: null,
        heroImage: null,
      });
      const res = await branding(saved.dealerId);
      expect(res.json()).toEqual(saved);
      const file = await t.app.inject({ method: 'GET', url: `/api/file/public/${saved.compactLogo}` });
      expect(file.headers['content-type']).toBe('image/webp');
      expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(
        createHash('sha256').update(webp).digest('hex'),
      );
    });

    it('refuses SVG, a disguised file and unsafe colours together, storing nothing', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const disguised = Buffer.concat([png(8, 8, 40), Buffer.from('<html><script>alert(1)</script>')]);
      const attempt = service().saveBranding({
        dealerId: DUNAKANYAR_DEALER_ID,
        branding: { ...base, primaryColor: 'url(javascript:alert(1))' },
        images: {
          bigLogo: { bytes: svg, declaredType: 'image/png' },
          heroImage: { bytes: png(8, 8, 90), declaredType: 'image/svg+xml' },
          compactLogo: { bytes: disguised, declaredType: 'image/png' },
        },
      });
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      await expect(attempt).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: {
          primaryColor: 'errors.dealers.colorFormat',
          bigLogo: 'errors.dealers.imageType',
          heroImage: 'errors.dealers.imageType',
          compactLogo: 'errors.dealers.imageUnreadable',
        },
      });
      const after = dealerBrandingSchema.parse((await branding(DUNAKANYAR_DEALER_ID)).json());
      expect(after.primaryColor).toBe(base.primaryColor);
    });

    it('keeps, replaces or removes each image of an existing dealer as asked', async () => {
      const created = await service().saveBranding({
        branding: { ...base, name: 'Cserélő Kft.' },
        images: { bigLogo: { bytes: png(30, 10, 10) }, heroImage: { bytes: png(30, 10, 20) } },
      });
      const updated = await service().saveBranding({
        dealerId: created.dealerId,
        branding: { ...base, name: 'Cserélő Kft.' },
        images: { bigLogo: { bytes: png(30, 10, 30) }, heroImage: null },
      });
      expect(updated.bigLogo).not.toBe(created.bigLogo);
      expect(updated.heroImage).toBeNull();
      expect(updated.compactLogo).toBeNull();
      // The replaced file stays served: a page already open may still show it.
      const old = await t.app.inject({ method: 'GET', url: `/api/file/public/${created.bigLogo}` });
      expect(old.statusCode).toBe(200);
    });
  });
});
