import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, customers } from '../../db/schema/index.ts';
import { createChallengeSecrets } from '../../lib/challenge-secrets.ts';
import { lastMessageTo, uniqueEmail } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createLinkChallenge } from './challenges.ts';

const AUTH = '/api/bulwark/customer/auth';

describe('accounts a partner created, and resent confirmation links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function invitedCustomer() {
    const email = uniqueEmail('partner');
    const [customer] = await t.database.db
      .insert(customers)
      .values({
        email,
        firstName: 'Meghívott',
        lastName: 'Mária',
        partnerId: 'dealer-42',
        status: 'LEASING_REGISTERED',
      })
      .returning();
    const { token } = await createLinkChallenge(t.database.db, createChallengeSecrets(t.keys.secretHashKey), {
      customerId: customer?.id ?? '',
      purpose: 'INVITATION',
      target: email,
      ttlMs: 3600_000,
    });
    return { email, token };
  }

  it('first login sets the password once, confirms the address and logs in with the partner id [ASVS V6.4.1]', async () => {
    const { email, token } = await invitedCustomer();
    const weak = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/external/first-login`,
      payload: { invitationToken: token, newPassword: 'jelszo1234' },
    });
    expect(weak.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/external/first-login`,
      payload: { invitationToken: token, newPassword: 'Lizing-ugyfel-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'LOGIN_OK' });
    const claims = JSON.parse(
      Buffer.from(String(res.headers['x-auth-token']).split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(claims).toMatchObject({ email, ptnid: 'dealer-42' });
    const again = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/external/first-login`,
      payload: { invitationToken: token, newPassword: 'Masodszor-is-2026' },
    });
    expect(again.statusCode).toBe(404);
    const login = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/login`,
      payload: { channel: 'EMAIL', email, password: 'Lizing-ugyfel-2026' },
    });
    expect(login.json()).toEqual({ outcome: 'LOGIN_OK' });
  });

  it('an account without a password cannot be logged into before its first login', async () => {
    const { email } = await invitedCustomer();
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/login`,
      payload: { channel: 'EMAIL', email, password: 'Barmilyen-jelszo-1' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('resends the confirmation link a minute later, once per nonce', async () => {
    const email = uniqueEmail('ujrakuld');
    const [customer] = await t.database.db
      .insert(customers)
      .values({ email, firstName: 'A', lastName: 'B' })
      .returning();
    const session = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/external/first-login`,
      payload: {
        invitationToken: (
          await createLinkChallenge(t.database.db, createChallengeSecrets(t.keys.secretHashKey), {
            customerId: customer?.id ?? '',
            purpose: 'INVITATION',
            target: email,
            ttlMs: 3600_000,
          })
        ).token,
        newPassword: 'Ujrakuldes-proba-2026',
      },
    });
    const auth = { authorization: `Bearer ${session.headers['x-auth-token']}` };
    // The invitation confirmed the address; take that back to test the resend.
    await t.database.db
      .update(customers)
      .set({ emailConfirmedAt: null })
      .where(eq(customers.id, customer?.id ?? ''));
    const send = (nonce: string) =>
      t.app.inject({
        method: 'POST',
        url: `${AUTH}/send-confirmation-email`,
        headers: auth,
        payload: { nonce, isLeasing: true },
      });
    const first = await send('nonce-0000-aaaa');
    expect(first.statusCode).toBe(200);
    const twice = await send('nonce-0000-aaaa');
    expect(twice.json()).toEqual(first.json());
    const sent = await t.database.db
      .select()
      .from(challenges)
      .where(eq(challenges.customerId, customer?.id ?? ''));
    expect(sent.filter((c) => c.purpose === 'EMAIL_CONFIRMATION')).toHaveLength(1);
    expect((await lastMessageTo(t.database.db, email))?.body).toMatch(/emailConfirmation\?leasing=1&token=/);
    expect((await send('nonce-0000-bbbb')).statusCode).toBe(429);
  });
});
