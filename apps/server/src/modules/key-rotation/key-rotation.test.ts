import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { createChallengeSecrets } from '../../lib/challenge-secrets.ts';
import { generateSigningKeyPem, loadServerKeys } from '../../lib/keys.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createSessionTokens, sessionSettings } from '../../lib/session-tokens.ts';
import { createTestDatabase } from '../../testing/test-app.ts';
import { totpSecretContext } from '../staff/staff-accounts.service.ts';
import { createStaffTokens } from '../staff/staff-tokens.ts';
import { resealSecrets } from './reseal-secrets.ts';

const customer = {
  id: '0b6f0a4e-5d3c-4e7a-9a51-2f1b7c9d0e11',
  firstName: 'Anna',
  email: 'kiss.anna@pelda.hu',
  phone: null,
  partnerId: null,
};
const keysFrom = (pem: string, extra: { verifyKeysPem?: string; secretHashKey?: Buffer } = {}) =>
  loadServerKeys({ sessionSigningKey: pem, dataDir: '', embedded: false, ...extra });

describe('rotating the session signing key', () => {
  const oldPem = generateSigningKeyPem();
  const newPem = generateSigningKeyPem();
  const settings = sessionSettings(15, 12);

  it('[ASVS V9.1.1] accepts a session signed with the previous key only while SESSION_VERIFY_KEYS names it', async () => {
    const before = await keysFrom(oldPem);
    const token = await createSessionTokens(before, settings).issue(customer, 0);

    const rotated = await keysFrom(newPem, { verifyKeysPem: oldPem });
    expect((await createSessionTokens(rotated, settings).verify(token))?.sub).toBe(customer.id);

    // Once the old key is dropped, its tokens are refused: no session outlives the rotation.
    const finished = await keysFrom(newPem);
    expect(await createSessionTokens(finished, settings).verify(token)).toBeNull();
  });

  it('[ASVS V9.1.1] accepts a staff token of the coming key on instances not yet switched, and never a customer token as staff', async () => {
    // Phase one: every instance still signs with the old key and already accepts the new one.
    const notYetSwitched = await keysFrom(oldPem, { verifyKeysPem: newPem });
    const switched = await keysFrom(newPem, { verifyKeysPem: oldPem });
    const staffToken = await createStaffTokens(switched).issue({ id: customer.id, name: 'Ügyintéző' }, 0);
    expect((await createStaffTokens(notYetSwitched).verify(staffToken))?.sub).toBe(customer.id);

    const customerToken = await createSessionTokens(switched, settings).issue(customer, 0);
    expect(await createStaffTokens(notYetSwitched).verify(customerToken)).toBeNull();
  });

  it('keeps one-time codes, API keys and unsubscribe links valid across the rotation when SECRET_HASH_KEY is set', async () => {
    const secretHashKey = randomBytes(32);
    const before = await keysFrom(oldPem, { secretHashKey });
    const after = await keysFrom(newPem, { secretHashKey });
    const apiKey = 'hk_live_7Kq2mX9vR4tW8yZ1';
    expect(createChallengeSecrets(after.secretHashKey).hashSecret(apiKey)).toBe(
      createChallengeSecrets(before.secretHashKey).hashSecret(apiKey),
    );
    // Without it the hashes follow the signing key, so a stored API key hash no longer matches.
    const derivedBefore = await keysFrom(oldPem);
    const derivedAfter = await keysFrom(newPem);
    expect(createChallengeSecrets(derivedAfter.secretHashKey).hashSecret(apiKey)).not.toBe(
      createChallengeSecrets(derivedBefore.secretHashKey).hashSecret(apiKey),
    );
  });

  it('refuses SESSION_VERIFY_KEYS that hold no Ed25519 key', async () => {
    await expect(
      keysFrom(newPem, { verifyKeysPem: '-----BEGIN PUBLIC KEY-----\nnope\n-----END PUBLIC KEY-----' }),
    ).rejects.toThrow();
  });
});

describe('rotating the secrets encryption key', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('[ASVS V11.3.3] opens values sealed under a previous key, never altered ones, and re-seals them once under the new one', async () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const before = createSecretBox(oldKey);
    const [staff] = await database.db
      .insert(staffUsers)
      .values({
        email: 'rotacio@hitelkapu.hu',
        name: 'Rotáció Réka',
        passwordHash: 'x',
        roles: ['ADMIN'],
      })
      .returning({ id: staffUsers.id });
    if (!staff) throw new Error('no staff row');
    const context = totpSecretContext(staff.id);
    await database.db
      .update(staffUsers)
      .set({ totpSecretSealed: before.seal('JBSWY3DPEHPK3PXP', context) })
      .where(eq(staffUsers.id, staff.id));

    // The new key alone cannot open it; with the old one as a decryption key it can.
    const newOnly = createSecretBox(newKey);
    const rotating = createSecretBox(newKey, [oldKey]);
    const read = async () =>
      (await database.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id)))[0]?.totpSecretSealed ??
      '';
    const sealedBefore = await read();
    expect(() => newOnly.open(sealedBefore, context)).toThrow();
    expect(rotating.open(sealedBefore, context)).toBe('JBSWY3DPEHPK3PXP');
    // Authenticated encryption: a changed byte, or the value moved to another staff member, does not open.
    const parts = sealedBefore.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    const altered = [parts[0], parts[1], parts[2], body.toString('base64url')].join('.');
    expect(() => rotating.open(altered, context)).toThrow();
    expect(() => rotating.open(sealedBefore, totpSecretContext(customer.id))).toThrow();

    const first = await resealSecrets(database.db, rotating);
    expect(first?.resealed).toBeGreaterThanOrEqual(1);
    expect(first?.unreadable).toBe(0);
    // Now the new key alone opens it, and a second round has nothing left to do.
    expect(newOnly.open(await read(), context)).toBe('JBSWY3DPEHPK3PXP');
    expect(await resealSecrets(database.db, rotating)).toEqual({ resealed: 0, unreadable: 0 });
  });
});
