import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationTokens } from '../../db/schema/index.ts';
import { seedDatabase } from '../../seed/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('translation tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('serves the Hungarian wording of the welcome screen publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tokens/public/hu' });
    expect(res.statusCode).toBe(200);
    const tokens = res.json<Record<string, string>>();
    expect(tokens['welcome.tabs.login']).toBe('Bejelentkezés');
    expect(tokens['validation.phone']).toContain('+36');
    // The logged-in area's wording is not part of the public set.
    expect(tokens['nav.logout']).toBeUndefined();
  });

  it.each(['en', 'de-DE', 'xx'])('falls back to Hungarian for the unknown language %s', async (lang) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/tokens/public/${lang}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Record<string, string>>()['welcome.tabs.register']).toBe('Regisztráció');
  });

  it('refuses the internal set without a session, in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tokens/internal/hu' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: expect.stringMatching(/Jelentkezzen be/),
      messageKey: 'errors.UNAUTHORIZED',
    });
  });

  it('sends the wording compressed to a client that accepts it, and plain to one that does not', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/tokens/public/hu' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/tokens/public/hu',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      const text = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString('utf8');
      expect(JSON.parse(text)).toEqual(plain.json());
    }
  });

  it('does not compress the health answer, which stays outside the compressed scope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('re-seeding updates shipped wording but keeps a staff edit', async () => {
    await t.database.db
      .update(translationTokens)
      .set({ value: 'Belépés', source: 'staff' })
      .where(sql`${translationTokens.key} = 'welcome.tabs.login'`);
    await t.database.db
      .update(translationTokens)
      .set({ value: 'régi szöveg' })
      .where(sql`${translationTokens.key} = 'welcome.tabs.register'`);
    await seedDatabase(t.database.db, { demo: false });
    const tokens = (await t.app.inject({ method: 'GET', url: '/api/tokens/public/hu' })).json<
      Record<string, string>
    >();
    expect(tokens['welcome.tabs.login']).toBe('Belépés');
    expect(tokens['welcome.tabs.register']).toBe('Regisztráció');
  });
});
