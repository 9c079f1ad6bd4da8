/**
 * The merchant API under load for the bench: shops create purchases (POST
 * /merchant-api/v1/purchases), each request with its own order number and Idempotency-Key, as a
 * web shop's checkout does. The shops and their live keys are written straight into the bench
 * database, hashed with the keyed hash the portal derives from the same signing key.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { createChallengeSecrets } from '../apps/server/src/lib/challenge-secrets.ts';
import { loadServerKeys } from '../apps/server/src/lib/keys.ts';
import { newMerchantKey } from '../apps/server/src/modules/purchases/merchant-api.service.ts';
import { exampleBasket } from '../apps/server/src/testing/purchases.ts';

/** One shop per this many connections keeps each under its per-minute allowance. */
const SHOPS = 25;

/** Shops with a live key each, made in the database the portal runs on; the keys as a shop holds them. */
export async function benchMerchantKeys(databaseUrl: string, signingKeyPem: string): Promise<string[]> {
  const keys = await loadServerKeys({
    sessionSigningKey: signingKeyPem,
    dataDir: '/nonexistent',
    embedded: false,
  });
  const secrets = createChallengeSecrets(keys.secretHashKey);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plain: string[] = [];
    for (let i = 0; i < SHOPS; i += 1) {
      const shop = await client.query<{ id: string }>(
        `insert into merchants (name, tagline, description, how_to_buy, category_ids, website_url, city, address)
         values ($1, 'Mérőbolt', 'Mérőbolt', 'Mérőbolt', '{}', 'https://bolt.pelda.hu', 'Budapest', '1000 Budapest, Mérő utca 1.')
         returning id`,
        [`Mérőbolt ${process.pid}-${i}`],
      );
      const key = newMerchantKey('live');
      await client.query(
        `insert into merchant_api_keys (merchant_id, mode, key_hash, prefix) values ($1, 'live', $2, $3)`,
        [shop.rows[0]?.id, secrets.hashSecret(key), key.slice(0, 15)],
      );
      plain.push(key);
    }
    return plain;
  } finally {
    await client.end();
  }
}

/** POST create-purchase load: every request a new order with its own Idempotency-Key, shops in turn. */
export async function createPurchaseLoad(
  base: string,
  keys: readonly string[],
  connections: number,
  durationS: number,
): Promise<{ requestsPerSec: number; p99Ms: number; errors: number }> {
  let turn = 0;
  const options: autocannon.Options = {
    url: base,
    connections,
    requests: [
      {
        method: 'POST',
        path: '/merchant-api/v1/purchases',
        setupRequest: (request) => {
          turn += 1;
          const key = keys[turn % keys.length];
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${key}`,
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(exampleBasket({ reference: `B-${process.pid}-${turn}-${randomUUID()}` })),
          };
        },
      },
    ],
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: durationS });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
