import type { StaffAuditEntry, StaffUser } from '@hitelkapu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../../testing/accounts.ts';
import { createStaffMember, loginStaff, staffPasswordStep } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const USERS = '/api/staff/admin/staff-users';
type Auth = { authorization: string };

describe('staff administration', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** A fresh client address per login, so the per-address login limit stays out of the way. */
  const ip = () => `10.8.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  const logIn = (credentials: { email: string; password: string; totpSecret?: string }) =>
    loginStaff(t.app, credentials, ip());
  let admin: Awaited<ReturnType<typeof loginStaff>>;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Auth,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const me = (headers: Auth) => t.app.inject({ method: 'GET', url: '/api/staff/me', headers });
  const auditOf = async (subjectId: string) => {
    const res = await call(
      'GET',
      `/api/staff/audit?subjectKind=STAFF_USER&subjectId=${subjectId}`,
      admin.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: StaffAuditEntry[] }>().items;
  };
  /** A new colleague added through the administration, with the password the administrator gave. */
  const addMember = async (roles: string[], name = 'Új Munkatárs') => {
    const email = uniqueEmail('munkatars');
    const res = await call('POST', USERS, admin.auth, {
      name,
      email,
      roles,
      initialPassword: STRONG_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(201);
    return {
      user: res.json<StaffUser>(),
      credentials: { email, password: STRONG_PASSWORD } as {
        email: string;
        password: string;
        totpSecret?: string;
      },
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginStaff(
      t.app,
      await createStaffMember(t.database.db, { roles: ['ADMIN'], name: 'Admin Anna' }),
    );
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('adds a colleague who logs in with the given password, sets up an authenticator and has the given roles; the list shows them', async () => {
    const { user, credentials } = await addMember(['REVIEWER', 'SENIOR_REVIEWER'], 'Szabó Péter');
    expect(user).toEqual({
      id: expect.any(String),
      name: 'Szabó Péter',
      email: credentials.email,
      roles: ['REVIEWER', 'SENIOR_REVIEWER'],
      hasAuthenticator: false,
      disabled: false,
      createdAt: expect.any(String),
    });
    expect((await staffPasswordStep(t.app, credentials, ip())).step).toBe('ENROL');
    const session = await logIn(credentials);
    expect(session.staff.roles).toEqual(['REVIEWER', 'SENIOR_REVIEWER']);
    expect((await call('GET', '/api/staff/reviews', session.auth)).statusCode).toBe(200);

    const list = await call('GET', USERS, admin.auth);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const listed = list.json<{ items: StaffUser[] }>().items.find((item) => item.id === user.id);
    expect(listed).toMatchObject({ hasAuthenticator: true, disabled: false });
    expect(list.body).not.toMatch(/argon2|totp|password/i);
  });

  it('refuses a weak first password and an address already in use, with a field error each', async () => {
    const weak = await call('POST', USERS, admin.auth, {
      name: 'Gyenge Jelszó',
      email: uniqueEmail('gyenge'),
      roles: ['REVIEWER'],
      initialPassword: 'jelszo1234',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors).toEqual({ initialPassword: 'password.common' });

    const { credentials } = await addMember(['CONFIGURATOR']);
    const again = await call('POST', USERS, admin.auth, {
      name: 'Másik Ember',
      email: credentials.email.toUpperCase(),
      roles: ['REVIEWER'],
      initialPassword: STRONG_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', fieldErrors: { email: 'validation.taken' } });

    const noRoles = await call('POST', USERS, admin.auth, {
      name: 'Szerep Nélkül',
      email: uniqueEmail('szerep'),
      roles: [],
      initialPassword: STRONG_PASSWORD,
    });
    expect(noRoles.statusCode).toBe(400);
    expect(noRoles.json().fieldErrors).toHaveProperty('roles');
  });

  it('applies a role change to a token already issued, on its next call', async () => {
    const { user, credentials } = await addMember(['REVIEWER']);
    const session = await logIn(credentials);
    expect((await call('GET', USERS, session.auth)).statusCode).toBe(403);

    const granted = await call('PUT', `${USERS}/${user.id}/roles`, admin.auth, {
      roles: ['REVIEWER', 'ADMIN'],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<StaffUser>().roles).toEqual(['REVIEWER', 'ADMIN']);
    expect((await call('GET', USERS, session.auth)).statusCode).toBe(200);

    const taken = await call('PUT', `${USERS}/${user.id}/roles`, admin.auth, { roles: ['CONFIGURATOR'] });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await call('GET', USERS, session.auth)).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/reviews', session.auth)).statusCode).toBe(403);
    expect((await me(session.auth)).json().roles).toEqual(['CONFIGURATOR']);
  });

  it('switching an account off ends its sessions and refuses its login; switching it on lets it in again [ASVS V7.4.2 V7.4.5]', async () => {
    const { user, credentials } = await addMember(['REVIEWER']);
    const session = await logIn(credentials);
    expect((await me(session.auth)).statusCode).toBe(200);

    const disabled = await call('POST', `${USERS}/${user.id}/disable`, admin.auth);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<StaffUser>().disabled).toBe(true);
    expect((await me(session.auth)).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      remoteAddress: ip(),
      payload: credentials,
    });
    expect(refused.statusCode).toBe(401);

    const enabled = await call('POST', `${USERS}/${user.id}/enable`, admin.auth);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json<StaffUser>().disabled).toBe(false);
    // The sessions ended with the switch-off stay ended; a new login works.
    expect((await me(session.auth)).statusCode).toBe(401);
    const again = await logIn(credentials);
    expect((await me(again.auth)).statusCode).toBe(200);
  });

  it('a reset authenticator ends the sessions and the next login sets up a new one', async () => {
    const { user, credentials } = await addMember(['REVIEWER']);
    const session = await logIn(credentials);
    expect((await staffPasswordStep(t.app, credentials, ip())).step).toBe('TOTP');

    const reset = await call('POST', `${USERS}/${user.id}/reset-authenticator`, admin.auth);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<StaffUser>().hasAuthenticator).toBe(false);
    expect((await me(session.auth)).statusCode).toBe(401);
    const next = await staffPasswordStep(t.app, credentials, ip());
    expect(next.step).toBe('ENROL');
    expect(next.step === 'ENROL' && next.secret).not.toBe(credentials.totpSecret);
  });

  it('every change leaves one audit row with the account before and after, and no secret [ASVS V16.2.1 V16.2.5]', async () => {
    const { user, credentials } = await addMember(['REVIEWER'], 'Audit Aladár');
    await logIn(credentials);
    for (const [method, path, payload] of [
      ['PUT', 'roles', { roles: ['REVIEWER', 'CONFIGURATOR'] }],
      ['POST', 'reset-authenticator', undefined],
      ['POST', 'disable', undefined],
      ['POST', 'enable', undefined],
    ] as const) {
      const res = await call(method, `${USERS}/${user.id}/${path}`, admin.auth, payload);
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = (await auditOf(user.id)).filter((row) => row.staffId === admin.staff.id).reverse();
    const base = { name: 'Audit Aladár', email: credentials.email, roles: ['REVIEWER'], disabled: false };
    expect(rows.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'STAFF_USER_CREATED', before: null, after: { ...base, hasAuthenticator: false } },
      {
        action: 'STAFF_ROLES_CHANGED',
        before: { ...base, hasAuthenticator: true },
        after: { ...base, hasAuthenticator: true, roles: ['REVIEWER', 'CONFIGURATOR'] },
      },
      {
        action: 'STAFF_AUTHENTICATOR_RESET',
        before: { ...base, hasAuthenticator: true, roles: ['REVIEWER', 'CONFIGURATOR'] },
        after: { ...base, hasAuthenticator: false, roles: ['REVIEWER', 'CONFIGURATOR'] },
      },
      {
        action: 'STAFF_USER_DISABLED',
        before: { ...base, hasAuthenticator: false, roles: ['REVIEWER', 'CONFIGURATOR'] },
        after: { ...base, hasAuthenticator: false, roles: ['REVIEWER', 'CONFIGURATOR'], disabled: true },
      },
      {
        action: 'STAFF_USER_ENABLED',
        before: { ...base, hasAuthenticator: false, roles: ['REVIEWER', 'CONFIGURATOR'], disabled: true },
        after: { ...base, hasAuthenticator: false, roles: ['REVIEWER', 'CONFIGURATOR'] },
      },
    ]);
    expect(rows.every((row) => row.subjectKind === 'STAFF_USER' && row.staffName === 'Admin Anna')).toBe(
      true,
    );
    expect(JSON.stringify(rows)).not.toMatch(/argon2|passwordHash|totpSecret|Sealed|secret/i);
    // A refused change leaves no row.
    const countBefore = (await auditOf(admin.staff.id)).length;
    expect((await call('POST', `${USERS}/${admin.staff.id}/disable`, admin.auth)).statusCode).toBe(409);
    expect((await auditOf(admin.staff.id)).length).toBe(countBefore);
  });

  it('an administrator cannot take ADMIN from themselves or switch themselves off', async () => {
    const own = await call('PUT', `${USERS}/${admin.staff.id}/roles`, admin.auth, { roles: ['REVIEWER'] });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toContain('saját adminisztrátori szerepkörét');
    const off = await call('POST', `${USERS}/${admin.staff.id}/disable`, admin.auth);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toContain('saját fiókját');
    // Adding a role to oneself while keeping ADMIN is fine.
    const more = await call('PUT', `${USERS}/${admin.staff.id}/roles`, admin.auth, {
      roles: ['ADMIN', 'REVIEWER'],
    });
    expect(more.statusCode, more.body).toBe(200);
    expect((await me(admin.auth)).json().roles).toEqual(['ADMIN', 'REVIEWER']);
  });

  it('two administrators taking ADMIN from each other at once: one goes through, the last administrator keeps it', async () => {
    const first = await addMember(['ADMIN'], 'Első Admin');
    const second = await addMember(['ADMIN'], 'Második Admin');
    const firstSession = await logIn(first.credentials);
    const secondSession = await logIn(second.credentials);
    // Everyone else gives up ADMIN, so these two are the last ones.
    const others = (await call('GET', USERS, firstSession.auth))
      .json<{ items: StaffUser[] }>()
      .items.filter(
        (item) =>
          item.roles.includes('ADMIN') &&
          !item.disabled &&
          ![first.user.id, second.user.id].includes(item.id),
      );
    for (const other of others) {
      const res = await call('PUT', `${USERS}/${other.id}/roles`, firstSession.auth, { roles: ['REVIEWER'] });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [fromFirst, fromSecond] = await Promise.all([
      call('PUT', `${USERS}/${second.user.id}/roles`, firstSession.auth, { roles: ['REVIEWER'] }),
      call('POST', `${USERS}/${first.user.id}/disable`, secondSession.auth),
    ]);
    const statuses = [fromFirst.statusCode, fromSecond.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const refused = fromFirst.statusCode === 200 ? fromSecond : fromFirst;
    if (refused.statusCode === 409) expect(refused.json().message).toContain('utolsó aktív adminisztrátor');
    const survivor = fromFirst.statusCode === 200 ? firstSession.auth : secondSession.auth;
    const admins = (await call('GET', USERS, survivor))
      .json<{ items: StaffUser[] }>()
      .items.filter((item) => item.roles.includes('ADMIN') && !item.disabled);
    expect(admins).toHaveLength(1);
    // The other tests' administrators get ADMIN back.
    for (const other of others) {
      const res = await call('PUT', `${USERS}/${other.id}/roles`, survivor, { roles: other.roles });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('answers 404 for an unknown account', async () => {
    const res = await call('POST', `${USERS}/${crypto.randomUUID()}/enable`, admin.auth);
    expect(res.statusCode).toBe(404);
  });

  it('refuses every administration call to reviewers, senior reviewers and configurators (403) and to no token (401) [ASVS V8.2.1]', async () => {
    const target = (await addMember(['REVIEWER'])).user.id;
    const calls = [
      ['GET', USERS, undefined],
      [
        'POST',
        USERS,
        { name: 'X Y', email: uniqueEmail('x'), roles: ['ADMIN'], initialPassword: STRONG_PASSWORD },
      ],
      ['PUT', `${USERS}/${target}/roles`, { roles: ['ADMIN'] }],
      ['POST', `${USERS}/${target}/disable`, undefined],
      ['POST', `${USERS}/${target}/enable`, undefined],
      ['POST', `${USERS}/${target}/reset-authenticator`, undefined],
    ] as const;
    for (const roles of [['REVIEWER'], ['SENIOR_REVIEWER'], ['CONFIGURATOR']] as const) {
      const session = await logIn(await createStaffMember(t.database.db, { roles: [...roles] }));
      for (const [method, url, payload] of calls) {
        const res = await call(method, url, session.auth, payload);
        expect(res.statusCode, `${roles} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const after = (await call('GET', USERS, admin.auth)).json<{ items: StaffUser[] }>().items;
    expect(after.find((item) => item.id === target)).toMatchObject({ roles: ['REVIEWER'], disabled: false });
  });
});
