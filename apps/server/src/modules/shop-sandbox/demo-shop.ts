import { createHmac } from 'node:crypto';
import { deriveServerSecret, type ServerKeys } from '../../lib/keys.ts';
import type { WebhookSubscriber } from '../webhooks/webhooks.service.ts';

/**
 * The demo shop's identity (demonstration start only): the shop the portal serves at
 * /sandbox/shop, a true client of the merchant API with a test key. The catalogue seed adds
 * the shop with this id; the demo seed gives it its key and its webhook endpoint.
 */
export const DEMO_SHOP_MERCHANT_ID = '5e0d7a4c-3b2f-4c1e-9a8d-7f6b5c4d3e01';

/** The shop's name, as the catalogue lists it and its pages show it. */
export const DEMO_SHOP_NAME = 'Tiszapart Műszaki Áruház';

export const SHOP_SANDBOX_PATH = '/sandbox/shop';
/** Where the demo shop receives its signed webhooks. */
export const SHOP_WEBHOOK_PATH = `${SHOP_SANDBOX_PATH}/webhooks`;

/** The demo shop's test-mode webhook subscriber (modules/webhooks: `{merchantId}:{mode}`). */
export const demoShopWebhookSubscriber: WebhookSubscriber = {
  kind: 'MERCHANT',
  id: `${DEMO_SHOP_MERCHANT_ID}:test`,
};

const KEY_PREFIX = 'hkm_test_';
const KEY_LENGTH = 40;
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Bytes at or above the largest multiple of the alphabet size are skipped: every character
// is equally likely, as with a random key.
const unbiasedByteLimit = 256 - (256 % alphabet.length);

/**
 * The demo shop's test key: `hkm_test_` and 40 characters of [A-Za-z0-9] derived from the
 * server keys, so it is the same after every restart of the same demo and different on every
 * other installation. The bytes are drawn from an HMAC stream keyed by the derived secret.
 */
export function demoShopKey(keys: Pick<ServerKeys, 'secretHashKey'>): string {
  const secret = deriveServerSecret(keys, 'demo shop merchant key');
  let key = '';
  for (let block = 0; key.length < KEY_LENGTH; block += 1) {
    const bytes = createHmac('sha256', secret).update(`block ${block}`).digest();
    for (const byte of bytes) {
      if (byte >= unbiasedByteLimit) continue;
      key += alphabet.charAt(byte % alphabet.length);
      if (key.length === KEY_LENGTH) break;
    }
  }
  return `${KEY_PREFIX}${key}`;
}

/** The first characters of a key, as key lists show it (the prefix and six more). */
export function keyPrefixOf(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 6);
}
