import { bankListSchema, errorResponseSchema } from '@hitelkapu/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { registerSecurity } from '../../plugins/security.ts';
import { bankListRoutes } from './bank-list.routes.ts';
import { bankForAccountNumber, bankInitials, bankLogoColour, HU_BANKS } from './bank-list.ts';
import huBanks from './hu-banks.json' with { type: 'json' };
import { SANDBOX_PERSONAS, sandboxPersonaData } from './personas.ts';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('the PSD2 bank list', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Set up as app.ts sets up every route: zod validation and serialization, the one error shape, security headers.
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    registerSecurity(app);
    bankListRoutes(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers every bank of the data file with its BIC, giro prefixes and logo address', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/psd2/content/hu/banks.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const body = bankListSchema.parse(res.json());
    expect(body.banks).toHaveLength(huBanks.banks.length);
    expect(body.banks).toContainEqual({
      name: 'OTP Bank Nyrt.',
      bic: 'OTPVHUHB',
      giroPrefixes: ['117'],
      logoUrl: '/api/psd2/content/hu/logos/OTPVHUHB.svg',
    });
    expect(body.banks.map(({ name, bic, giroPrefixes }) => ({ name, bic, giroPrefixes }))).toEqual(
      huBanks.banks,
    );
    // No two banks claim the same giro prefix.
    const prefixes = body.banks.flatMap((bank) => bank.giroPrefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(huBanks.about).toMatch(/branch-code table/);
  });

  it('serves every listed logo as a self-contained SVG that can run and load nothing', async () => {
    const list = bankListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/psd2/content/hu/banks.json' })).json(),
    );
    for (const bank of list.banks) {
      const res = await app.inject({ method: 'GET', url: bank.logoUrl });
      expect(res.statusCode, bank.bic).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['cache-control']).toBe('public, max-age=2592000');
      expect(res.body).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"[^>]*>.*<\/svg>$/,
      );
      expect(res.body).not.toMatch(/<script|href=|url\(|on[a-z]+=|<foreignObject|<style/i);
      // Well formed: every element closed, and the bank's name escaped in its title.
      const opened = res.body.match(/<(svg|title|text)\b/g)?.length ?? 0;
      const closed = res.body.match(/<\/(svg|title|text)>/g)?.length ?? 0;
      expect(opened).toBe(closed);
      expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      expect(res.body).toContain(`>${bankInitials(bank.name).replace('&', '&amp;')}</text>`);
    }
    const kh = await app.inject({ method: 'GET', url: '/api/psd2/content/hu/logos/OKHBHUHB.svg' });
    expect(kh.body).toContain('<title>K&amp;H Bank Zrt.</title>');
    expect(kh.body).toContain('>K&amp;H</text>');
  });

  it('answers a repeated logo request from the cache with 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/psd2/content/hu/logos/GIBAHUHB.svg' });
    const again = await app.inject({
      method: 'GET',
      url: '/api/psd2/content/hu/logos/GIBAHUHB.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 in the error shape for a BIC not on the list', async () => {
    for (const url of [
      '/api/psd2/content/hu/logos/DEUTDEFF.svg',
      '/api/psd2/content/hu/logos/otpvhuhb.svg',
      '/api/psd2/content/hu/logos/..%2Fbanks.json.svg',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(errorResponseSchema.parse(res.json())).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/psd2/content/hu/logos/OTPVHUHB.png' })).statusCode,
    ).toBe(404);
  });

  it('draws each bank in its own calm colour, readable under white initials', () => {
    const colours = HU_BANKS.map((bank) => bankLogoColour(bank.bic));
    // Any BIC, whatever hue it lands on: made-up ones cover the colour wheel.
    const madeUp = Array.from({ length: 600 }, (_, i) => bankLogoColour(`TEST${String(i).padStart(4, '0')}`));
    for (const colour of [...colours, ...madeUp]) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      // White text on the colour: WCAG AA contrast for normal text.
      const contrast = 1.05 / (luminance(colour) + 0.05);
      expect(contrast, colour).toBeGreaterThanOrEqual(4.5);
      const channels = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
      // Calm: no channel shouts (muted saturation).
      expect(Math.max(...channels) - Math.min(...channels), colour).toBeLessThan(110);
    }
    expect(new Set(madeUp.map((colour) => colour.slice(0, 4))).size).toBeGreaterThan(20);
    expect(bankLogoColour('OTPVHUHB')).toBe(bankLogoColour('OTPVHUHB'));
    expect(new Set(colours).size).toBeGreaterThan(HU_BANKS.length / 2);
  });

  it('names banks by their initials', () => {
    expect(bankInitials('OTP Bank Nyrt.')).toBe('OTP');
    expect(bankInitials('K&H Bank Zrt.')).toBe('K&H');
    expect(bankInitials('Magyar Cetelem Bank Zrt.')).toBe('MC');
    expect(bankInitials('Erste Bank Hungary Zrt.')).toBe('E');
    expect(bankInitials('Magyar Államkincstár')).toBe('MÁ');
  });

  it('finds the bank of a domestic account number or a Hungarian IBAN by its giro prefix', () => {
    expect(bankForAccountNumber('11773016-11111018-00000000')?.bic).toBe('OTPVHUHB');
    expect(bankForAccountNumber('11773016-11111018')?.bic).toBe('OTPVHUHB');
    expect(bankForAccountNumber('HU42 1177 3016 1111 1018 0000 0000')?.bic).toBe('OTPVHUHB');
    expect(bankForAccountNumber('hu42117730161111101800000000')?.bic).toBe('OTPVHUHB');
    expect(bankForAccountNumber('10400000-00000000-00000000')?.bic).toBe('OKHBHUHB');
    expect(bankForAccountNumber('18200000-00000000')?.bic).toBe('MKKBHUHB');
    expect(bankForAccountNumber('16700000-00000000')?.name).toBe('Magyar Cetelem Bank Zrt.');
    // Unknown prefix, wrong length, foreign IBAN, not a number.
    expect(bankForAccountNumber('99900000-00000000')).toBeUndefined();
    expect(bankForAccountNumber('1177301611111018000')).toBeUndefined();
    expect(bankForAccountNumber('DE89370400440532013000')).toBeUndefined();
    expect(bankForAccountNumber('HU4211773016111110180000000')).toBeUndefined();
    expect(bankForAccountNumber('')).toBeUndefined();
    // Each demo customer's accounts belong to the customer's bank.
    for (const persona of SANDBOX_PERSONAS) {
      for (const account of sandboxPersonaData(persona.id, '2026-11-25').accounts) {
        expect(bankForAccountNumber(account.accountNumber ?? '')?.bic).toBe(persona.bankBic);
      }
    }
  });
});
