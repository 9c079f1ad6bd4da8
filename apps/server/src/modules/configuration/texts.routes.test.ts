import type {
  ConfigOnboardingList,
  ConfigStatement,
  ConfigStatementList,
  ConfigTranslation,
  ConfigTranslationList,
  OnboardingPage,
  Statement,
} from '@hitelkapu/domain';
import * as textEndpoints from '@hitelkapu/domain/contracts/endpoints/staff-config-texts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  onboardingPages,
  staffAuditLog,
  statementAcceptances,
  statements,
  translationTokens,
} from '../../db/schema/index.ts';
import { assessmentRequest, createOnboardedCustomer } from '../../testing/credit.ts';
import { createStaffMember, loginStaff } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const TRANSLATIONS = '/api/staff/config/translations';
const STATEMENTS = '/api/staff/config/statements';
const ONBOARDING = '/api/staff/config/onboarding-pages';
const ONBOARDING_ORDER = '/api/staff/config/onboarding-order';

describe('configuration editor: texts', () => {
  let t: TestApp;
  let configurator: { authorization: string };
  let reviewer: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await createStaffMember(t.database.db, { roles: ['CONFIGURATOR'] });
    configurator = (await loginStaff(t.app, staff)).auth;
    const other = await createStaffMember(t.database.db, { roles: ['REVIEWER', 'SENIOR_REVIEWER', 'ADMIN'] });
    reviewer = (await loginStaff(t.app, other)).auth;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const auditOf = (subjectKind: string, subjectId: string) =>
    t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectKind, subjectKind), eq(staffAuditLog.subjectId, subjectId)));
  const token = async (key: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${TRANSLATIONS}?q=${encodeURIComponent(key)}`,
      headers: configurator,
    });
    expect(res.statusCode).toBe(200);
    const found = res.json<ConfigTranslationList>().items.find((item) => item.key === key);
    if (!found) throw new Error(`no token ${key}`);
    return found;
  };
  const storedToken = async (key: string) => {
    const [row] = await t.database.db
      .select()
      .from(translationTokens)
      .where(and(eq(translationTokens.lang, 'hu'), eq(translationTokens.key, key)));
    return row;
  };
  const publicTokens = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/tokens/public/hu' })).json<Record<string, string>>();
  const putToken = (key: string, payload: object, headers = configurator) =>
    t.app.inject({ method: 'PUT', url: `${TRANSLATIONS}/${key}`, headers, payload });

  describe('translation tokens', () => {
    it('finds tokens by key or wording, within a scope', async () => {
      const byText = await t.app.inject({
        method: 'GET',
        url: `${TRANSLATIONS}?q=${encodeURIComponent('Újrapróbálom')}&scope=public`,
        headers: configurator,
      });
      expect(byText.json<ConfigTranslationList>().items.map((item) => item.key)).toContain('common.retry');
      const internalOnly = await t.app.inject({
        method: 'GET',
        url: `${TRANSLATIONS}?q=common.retry&scope=internal`,
        headers: configurator,
      });
      expect(internalOnly.json<ConfigTranslationList>().items.map((item) => item.key)).not.toContain(
        'common.retry',
      );
    });

    it('an edit is what the next public read serves, with one audit row; reset brings the shipped wording back', async () => {
      const key = 'auth.code.validUntil';
      const before = await token(key);
      expect(before).toMatchObject({ source: 'seed', shippedValue: before.value });

      const edited = 'Ez a kód {{time}} óráig használható.';
      const res = await putToken(key, { version: before.version, value: edited });
      expect(res.statusCode).toBe(200);
      expect(res.json<ConfigTranslation>()).toMatchObject({
        value: edited,
        source: 'staff',
        version: before.version + 1,
        shippedValue: before.value,
      });
      expect((await publicTokens())[key]).toBe(edited);
      const audit = await auditOf('TRANSLATION_TOKEN', key);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'TRANSLATION_CHANGED',
        before: expect.objectContaining({ value: before.value, source: 'seed', version: before.version }),
        after: expect.objectContaining({ value: edited, source: 'staff', version: before.version + 1 }),
      });

      // The same wording again writes nothing.
      const same = await putToken(key, { version: before.version + 1, value: edited });
      expect(same.statusCode).toBe(200);
      expect(same.json<ConfigTranslation>().version).toBe(before.version + 1);
      expect(await auditOf('TRANSLATION_TOKEN', key)).toHaveLength(1);

      const reset = await t.app.inject({
        method: 'POST',
        url: `${TRANSLATIONS}/${key}/reset`,
        headers: configurator,
        payload: { version: before.version + 1 },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json<ConfigTranslation>()).toMatchObject({ value: before.value, source: 'seed' });
      expect((await publicTokens())[key]).toBe(before.value);
      expect(await auditOf('TRANSLATION_TOKEN', key)).toHaveLength(2);
    });

    it('refuses a stale version with 409 and changes nothing', async () => {
      const key = 'common.retry';
      const before = await token(key);
      expect((await putToken(key, { version: before.version, value: 'Próbálja újra' })).statusCode).toBe(200);
      const row = await storedToken(key);
      const stale = await putToken(key, { version: before.version, value: 'Még egyszer' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { version: 'staffConfig.errors.staleText' },
      });
      expect(await storedToken(key)).toEqual(row);
      expect(await auditOf('TRANSLATION_TOKEN', key)).toHaveLength(1);
    });

    it('refuses wording whose placeholders differ from the shipped one, naming them (422)', async () => {
      const key = 'auth.code.digit';
      const before = await token(key);
      const missing = await putToken(key, { version: before.version, value: 'Kód számjegye' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toMatchObject({
        fieldErrors: { value: 'staffConfig.errors.placeholders' },
        messageValues: { missing: '{{index}}', extra: '–' },
      });
      const extra = await putToken(key, { version: before.version, value: 'Kód {{index}}. {{szam}} jegye' });
      expect(extra.statusCode).toBe(422);
      expect(extra.json()).toMatchObject({ messageValues: { missing: '–', extra: '{{szam}}' } });
      const markup = await putToken(key, {
        version: before.version,
        value: 'Kód, <b>{{index}}</b>. számjegy',
      });
      expect(markup.statusCode).toBe(422);
      expect(markup.json()).toMatchObject({ fieldErrors: { value: 'staffConfig.errors.markup' } });
      const tooLong = await putToken(key, {
        version: before.version,
        value: `{{index}} ${'a'.repeat(2_001)}`,
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().fieldErrors).toHaveProperty('value');
      expect(await storedToken(key)).toMatchObject({ value: before.value, version: before.version });
      expect(await auditOf('TRANSLATION_TOKEN', key)).toHaveLength(0);
    });
  });

  describe('statements', () => {
    const list = async () =>
      (
        await t.app.inject({ method: 'GET', url: STATEMENTS, headers: configurator })
      ).json<ConfigStatementList>().items;
    const publish = (identifier: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${STATEMENTS}/${identifier}/versions`,
        headers: configurator,
        payload,
      });

    it('a new wording is a new version: the accepted row stays, and the customer must accept the new one', async () => {
      const customer = await createOnboardedCustomer(t.app, t.database.db);
      const identifier = 'calculation_data_processing';
      const statement = (await list()).find((item) => item.identifier === identifier) as ConfigStatement;
      expect(statement.current.isRequired).toBe(true);
      const [acceptedRow] = await t.database.db
        .select()
        .from(statements)
        .where(eq(statements.id, statement.current.id));

      const res = await publish(identifier, {
        version: statement.current.version,
        title: statement.current.title,
        summary: statement.current.summary,
        body: `${statement.current.body} Az adatkezelés részleteit az adatkezelési tájékoztató tartalmazza.`,
        isRequired: true,
      });
      expect(res.statusCode).toBe(200);
      const published = res.json<ConfigStatement>();
      expect(published.current.version).toBe(statement.current.version + 1);
      expect(published.history.map((version) => version.version)).toEqual([
        statement.current.version + 1,
        ...statement.history.map((version) => version.version),
      ]);
      // The accepted version is kept as it was, with its acceptance.
      const [oldRow] = await t.database.db
        .select()
        .from(statements)
        .where(eq(statements.id, statement.current.id));
      expect(oldRow).toEqual(acceptedRow);
      expect(
        await t.database.db
          .select()
          .from(statementAcceptances)
          .where(eq(statementAcceptances.statementId, oldRow?.id ?? 0)),
      ).toHaveLength(1);

      // The portal offers the new version, and the assessment waits for its acceptance.
      const offered = (
        await t.app.inject({
          method: 'GET',
          url: '/api/administration/calculation-acceptance',
          headers: customer.auth,
        })
      ).json<Statement[]>();
      expect(offered.find((item) => item.identifier === identifier)?.version).toBe(published.current.version);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/credit/preliminary-assessment',
        headers: customer.auth,
        payload: assessmentRequest(),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().messageKey).toBe('errors.preliminary.statementsMissing');
      // The old version can no longer be accepted; the new one can, and the assessment runs.
      const old = await t.app.inject({
        method: 'POST',
        url: '/api/statement/accept',
        headers: customer.auth,
        payload: { statementId: statement.current.id, version: statement.current.version },
      });
      expect(old.statusCode).toBe(409);
      const accepted = await t.app.inject({
        method: 'POST',
        url: '/api/statement/accept',
        headers: customer.auth,
        payload: { statementId: published.current.id, version: published.current.version },
      });
      expect(accepted.statusCode).toBeLessThan(300);
      const assessed = await t.app.inject({
        method: 'POST',
        url: '/api/credit/preliminary-assessment',
        headers: customer.auth,
        payload: assessmentRequest(),
      });
      expect(assessed.statusCode).toBe(201);

      const audit = await auditOf('STATEMENT', identifier);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'STATEMENT_VERSION_PUBLISHED',
        before: expect.objectContaining({ id: statement.current.id, version: statement.current.version }),
        after: expect.objectContaining({ id: published.current.id, version: published.current.version }),
      });
    });

    it('two configurators publishing from the same version: one wins, the other is 409', async () => {
      const identifier = 'calculation_not_binding';
      const statement = (await list()).find((item) => item.identifier === identifier) as ConfigStatement;
      const draft = (body: string) => ({
        version: statement.current.version,
        title: statement.current.title,
        summary: statement.current.summary,
        body,
        isRequired: statement.current.isRequired,
      });
      const results = await Promise.all([
        publish(identifier, draft('Első változat.')),
        publish(identifier, draft('Második változat.')),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const rows = await t.database.db.select().from(statements).where(eq(statements.identifier, identifier));
      expect(rows).toHaveLength(statement.history.length + 1);
      expect(await auditOf('STATEMENT', identifier)).toHaveLength(1);

      // Unchanged wording publishes nothing.
      const current = (await list()).find((item) => item.identifier === identifier) as ConfigStatement;
      const same = await publish(identifier, {
        version: current.current.version,
        title: current.current.title,
        summary: current.current.summary,
        body: current.current.body,
        isRequired: current.current.isRequired,
      });
      expect(same.statusCode).toBe(200);
      expect(
        await t.database.db.select().from(statements).where(eq(statements.identifier, identifier)),
      ).toHaveLength(rows.length);
    });
  });

  describe('onboarding pages', () => {
    const pages = async (type = 'CREDIT') =>
      (
        await t.app.inject({ method: 'GET', url: `${ONBOARDING}?type=${type}`, headers: configurator })
      ).json<ConfigOnboardingList>().items;
    let customer: { auth: { authorization: string } };
    beforeAll(async () => {
      customer = await createOnboardedCustomer(t.app, t.database.db);
    });
    const publicPages = async (type = 'CREDIT') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/administration/onboarding?type=${type}`,
          headers: customer.auth,
        })
      ).json<OnboardingPage[]>();

    it('an edited page is what the customer sees next; a stale edit is 409; one audit row', async () => {
      const [first] = await pages();
      if (!first) throw new Error('no onboarding page');
      const change = {
        version: first.version,
        title: 'Előzetes bírálat percek alatt',
        body: first.body,
        illustration: 'shield',
      };
      const res = await t.app.inject({
        method: 'PUT',
        url: `${ONBOARDING}/${first.id}`,
        headers: configurator,
        payload: change,
      });
      expect(res.statusCode).toBe(200);
      const shown = (await publicPages()).find((page) => page.id === first.id);
      expect(shown).toMatchObject({ title: 'Előzetes bírálat percek alatt', illustration: 'shield' });

      const stale = await t.app.inject({
        method: 'PUT',
        url: `${ONBOARDING}/${first.id}`,
        headers: configurator,
        payload: { ...change, title: 'Másik cím' },
      });
      expect(stale.statusCode).toBe(409);
      const unknownPicture = await t.app.inject({
        method: 'PUT',
        url: `${ONBOARDING}/${first.id}`,
        headers: configurator,
        payload: { ...change, version: first.version + 1, illustration: 'rocket' },
      });
      expect(unknownPicture.statusCode).toBe(400);
      expect(unknownPicture.json().fieldErrors).toHaveProperty('illustration');
      expect((await publicPages()).find((page) => page.id === first.id)?.title).toBe(
        'Előzetes bírálat percek alatt',
      );
      const audit = await auditOf('ONBOARDING_PAGE', String(first.id));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        before: expect.objectContaining({ title: first.title, illustration: first.illustration }),
        after: expect.objectContaining({ title: 'Előzetes bírálat percek alatt', source: 'staff' }),
      });
    });

    it('reorders a journey: the customer sees the new order, one audit row; a stale order is 409', async () => {
      const before = await pages('CREDIT');
      expect(before.length).toBeGreaterThan(1);
      const reversed = [...before].reverse();
      const res = await t.app.inject({
        method: 'PUT',
        url: ONBOARDING_ORDER,
        headers: configurator,
        payload: { type: 'CREDIT', pages: reversed.map((page) => ({ id: page.id, version: page.version })) },
      });
      expect(res.statusCode).toBe(200);
      expect((await publicPages('CREDIT')).map((page) => page.id)).toEqual(reversed.map((page) => page.id));
      const stale = await t.app.inject({
        method: 'PUT',
        url: ONBOARDING_ORDER,
        headers: configurator,
        payload: { type: 'CREDIT', pages: before.map((page) => ({ id: page.id, version: page.version })) },
      });
      expect(stale.statusCode).toBe(409);
      expect((await publicPages('CREDIT')).map((page) => page.id)).toEqual(reversed.map((page) => page.id));
      expect(await auditOf('ONBOARDING_JOURNEY', 'CREDIT')).toHaveLength(1);
      const stored = await t.database.db
        .select()
        .from(onboardingPages)
        .where(eq(onboardingPages.type, 'CREDIT'));
      expect(new Set(stored.map((row) => row.sortOrder))).toEqual(new Set(before.map((page) => page.order)));
    });
  });

  it('refuses every call of the texts editor to staff without the configurator role', async () => {
    const calls = [
      { method: 'GET' as const, url: TRANSLATIONS },
      {
        method: 'PUT' as const,
        url: `${TRANSLATIONS}/common.close`,
        payload: { version: 1, value: 'Bezár' },
      },
      { method: 'POST' as const, url: `${TRANSLATIONS}/common.close/reset`, payload: { version: 1 } },
      { method: 'GET' as const, url: STATEMENTS },
      {
        method: 'POST' as const,
        url: `${STATEMENTS}/terms_of_service/versions`,
        payload: { version: 1, title: 'Á', summary: 'Á', body: 'Á', isRequired: true },
      },
      { method: 'GET' as const, url: `${ONBOARDING}?type=CREDIT` },
      {
        method: 'PUT' as const,
        url: `${ONBOARDING}/1`,
        payload: { version: 1, title: 'Á', body: 'Á', illustration: 'shield' },
      },
      {
        method: 'PUT' as const,
        url: ONBOARDING_ORDER,
        payload: { type: 'LEASING', pages: [{ id: 1, version: 1 }] },
      },
    ];
    expect(calls).toHaveLength(Object.keys(textEndpoints).length);
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: reviewer });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect(await storedToken('common.close')).toMatchObject({ value: 'Bezárás', source: 'seed' });
    expect(await auditOf('STATEMENT', 'terms_of_service')).toHaveLength(0);
  });
});
