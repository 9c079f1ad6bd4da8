import type { DealerBranding } from '@hitelkapu/domain/contracts/dealer-branding';
import { vi } from 'vitest';
import { json } from '../../testing/api-mock.ts';

export const DEALER_ID = '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
export const PUBLIC_ID = 'b7e6a1d2-5c4f-4e3a-8d2b-1a0f9e8d7c6b';
export const FILES = {
  bigLogo: '11111111-1111-4111-8111-111111111111',
  compactLogo: '22222222-2222-4222-8222-222222222222',
  heroImage: '33333333-3333-4333-8333-333333333333',
};

export const brandingFixture = (overrides: Partial<DealerBranding> = {}): DealerBranding => ({
  dealerId: DEALER_ID,
  name: 'Duna Autóház Kft.',
  ...FILES,
  primaryColor: '#b3261e',
  secondaryColor: '#1d2b53',
  buttonTextColor: '#ffffff',
  borderRadius: 4,
  buttonRadius: 20,
  ...overrides,
});

export const BRANDING_PATH = (dealerId: string) => `GET /administration/dealer/branding/external/${dealerId}`;

/** The API answers of a dealer whose branding and three images exist. */
export function dealerRoutes(branding: DealerBranding = brandingFixture()) {
  const image = () =>
    new Response(new Uint8Array([137, 80, 78, 71]), {
      headers: { 'content-type': 'image/png' },
    });
  return {
    [BRANDING_PATH(branding.dealerId)]: json(branding),
    ...Object.fromEntries(
      [branding.bigLogo, branding.compactLogo, branding.heroImage]
        .filter((id): id is string => id !== null)
        .map((id) => [`GET /file/public/${id}`, image]),
    ),
  };
}

/**
 * jsdom has no object URLs: each blob gets a numbered `blob:` address, and what was revoked
 * is recorded, so a test can see every address made and given back.
 */
export function stubObjectUrls() {
  let next = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  const create = vi.fn((_blob: Blob) => {
    next += 1;
    const url = `blob:http://localhost/${next}`;
    created.push(url);
    return url;
  });
  const revoke = vi.fn((url: string) => {
    revoked.push(url);
  });
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return {
    created,
    revoked,
    restore: () => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    },
  };
}
