import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, isTable } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { exampleOf, type OpenApiDocument, operationsOf } from '../testing/api-fuzz.ts';
import { multipartBody, SMALL_PDF } from '../testing/application.ts';
import { createOnboardedCustomer } from '../testing/credit.ts';
import { applicationAtContractCheck, lastSigningCode } from '../testing/signing.ts';
import { createStaffMember } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A cross-customer id sweep generated from the OpenAPI document: every customer operation
 * that takes an id in its path is called by another customer with each id the victim owns,
 * in every id position. The answer must be a 4xx that is exactly what the same call gets
 * with ids that exist nowhere (so an id reveals nothing), and the victim's data must not
 * change. The victim's own calls with the same ids prove the ids are real.
 */

type Auth = { authorization: string };
type Call = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };

let calls = 0;
const PROBES_PER_CUSTOMER = 8;
/** Each call from its own address, so that per-address limits never stand in for an answer. */
const nextAddress = () => {
  calls += 1;
  return `10.91.${Math.floor(calls / 250) % 250}.${(calls % 250) + 1}`;
};

/** Every row id, in any table, that hangs off the application (its audit events are never addressed). */
async function idsOwnedBy(t: TestApp, applicationId: string): Promise<string[]> {
  const ids = new Set<string>([applicationId]);
  for (const table of Object.values(schema)) {
    if (!isTable(table) || table === schema.applicationEvents) continue;
    const columns = getTableColumns(table as PgTable) as Record<string, PgColumn>;
    const id = columns.id;
    const owner = columns.applicationId;
    if (!id || !owner || id.columnType !== 'PgUUID') continue;
    const rows = await t.database.db
      .select({ id })
      .from(table as PgTable)
      .where(eq(owner, applicationId));
    for (const row of rows) ids.add(String(row.id));
  }
  return [...ids];
}

/**
 * Each of `values` in each of the path's uuid parameters, the other parameters holding the
 * victim's application (the parent a client would put there).
 */
function assignments(names: string[], values: string[], parent: string): Record<string, string>[] {
  const seen = new Map<string, Record<string, string>>();
  for (const name of names)
    for (const value of values) {
      const assigned = Object.fromEntries(names.map((other) => [other, other === name ? value : parent]));
      seen.set(JSON.stringify(assigned), assigned);
    }
  return [...seen.values()];
}

describe('no customer reaches another customer’s objects through any id-taking route', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let victim: { auth: Auth; applicationId: string; ids: string[] };
  /** Two new customers per operation, one for the probes and one for the controls, so per-customer limits stay out of the answers. */
  const intruders = async () =>
    Promise.all(
      [nextAddress(), nextAddress()].map((ip) => createOnboardedCustomer(t.app, t.database.db, { ip })),
    );

  beforeAll(async () => {
    t = await createTestApp();
    doc = t.app.swagger() as unknown as OpenApiDocument;

    // The victim goes as far as a signed, concluded loan: documents, a decision, an identity
    // check, contract documents, a signing session and its signed copies all have ids.
    const placed = await applicationAtContractCheck(t.app, t.database.db);
    const { customer, applicationId } = placed;
    const url = `/api/credit/loan-application/${applicationId}`;
    const documents = await t.app.inject({
      method: 'GET',
      url: `${url}/documents-for-signing`,
      headers: customer.auth,
    });
    expect(documents.statusCode, documents.body).toBe(200);
    const started = await t.app.inject({
      method: 'POST',
      url: `${url}/document-signing/start`,
      headers: { ...customer.auth, 'idempotency-key': randomUUID() },
      payload: { type: 'SMS_OTP' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${url}/document-signing/confirm`,
      headers: customer.auth,
      payload: { code: await lastSigningCode(t.database.db, customer.phone) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // A correction a reviewer asked of the application, answered: its to-do and lookups take its id.
    const reviewer = await createStaffMember(t.database.db);
    const [staffRow] = await t.database.db
      .select({ id: schema.staffUsers.id })
      .from(schema.staffUsers)
      .where(eq(schema.staffUsers.email, reviewer.email));
    const [applicationRow] = await t.database.db
      .select({ customerId: schema.loanApplications.customerId })
      .from(schema.loanApplications)
      .where(eq(schema.loanApplications.id, applicationId));
    await t.database.db.insert(schema.corrections).values({
      applicationId,
      customerId: applicationRow?.customerId as string,
      kind: 'ANSWER',
      fieldId: 'postal_code',
      fieldLabel: 'Irányítószám',
      message: 'Kérjük, ellenőrizze az irányítószámot.',
      status: 'COMPLETED',
      requestedBy: staffRow?.id as string,
      dueAt: new Date(Date.now() + 7 * 86_400_000),
      completedAt: new Date(),
    });

    victim = { auth: customer.auth, applicationId, ids: await idsOwnedBy(t, applicationId) };
  }, 120_000);

  afterAll(async () => {
    await t.app.close();
  });

  /** Customer operations with at least one uuid in the path (staff routes take only staff tokens). */
  const sweptOperations = () =>
    operationsOf(doc)
      // A customer's calls only (the staff, dealer and merchant APIs have their own keys), and
      // not the shop catalogue, whose ids belong to no one.
      .filter(
        ({ path, op }) =>
          (op.security ?? []).some((scheme) => 'bearerAuth' in (scheme as object)) &&
          !path.startsWith('/api/staff/') &&
          !path.startsWith('/api/merchant/'),
      )
      .map((operation) => ({
        ...operation,
        idParams: (operation.op.parameters ?? [])
          .filter((p) => p.in === 'path' && p.schema.format === 'uuid')
          .map((p) => p.name),
      }))
      .filter(({ idParams }) => idParams.length > 0);

  /** The call as a client would make it: a plausible body, a fresh Idempotency-Key. */
  function callFor(
    operation: ReturnType<typeof sweptOperations>[number],
    values: Record<string, string>,
    auth: Auth,
    seed: number,
  ): Call {
    let url = operation.path;
    for (const [name, value] of Object.entries(values)) url = url.replace(`{${name}}`, value);
    const headers: Record<string, string> = { ...auth, 'idempotency-key': `sweep-${seed}` };
    const content = operation.op.requestBody?.content ?? {};
    if (content['multipart/form-data']) {
      const body = multipartBody([
        { name: 'promptId', value: '1' },
        { name: 'promptIdentifier', value: 'id_card_document' },
        { name: 'file', value: SMALL_PDF, filename: 'szemelyi.pdf' },
      ]);
      return {
        method: operation.method,
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      };
    }
    const json = content['application/json']?.schema;
    if (!json) return { method: operation.method, url, headers };
    return {
      method: operation.method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(exampleOf(json, doc, seed)),
    };
  }

  const send = (call: Call) =>
    t.app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: call.headers,
      remoteAddress: nextAddress(),
      ...(call.payload === undefined ? {} : { payload: call.payload }),
    });

  /** What the victim sees of their own application, documents and history. */
  async function victimState() {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/credit/my-loan-application/${victim.applicationId}`,
      headers: victim.auth,
    });
    return { application: own.body, ids: (await idsOwnedBy(t, victim.applicationId)).sort() };
  }

  it('sweeps every customer operation that takes an id', () => {
    const swept = sweptOperations();
    // Applications, their documents, decisions, identity checks, signing, result, withdrawal.
    expect(swept.length).toBeGreaterThanOrEqual(20);
    expect(victim.ids.length).toBeGreaterThanOrEqual(6);
  });

  it('answers another customer’s ids exactly as ids that exist nowhere, and changes nothing', async () => {
    const before = await victimState();
    const leaks: string[] = [];
    let probes = 0;
    let seed = 0;
    for (const operation of sweptOperations()) {
      let pair: Auth[] = [];
      for (const [index, values] of assignments(
        operation.idParams,
        victim.ids,
        victim.applicationId,
      ).entries()) {
        // The strictest per-customer limit (signing code resends, withdrawals) is 10 an hour.
        if (index % PROBES_PER_CUSTOMER === 0) pair = (await intruders()).map((customer) => customer.auth);
        const [intruder, witness] = pair as [Auth, Auth];
        seed += 1;
        const unknown = Object.fromEntries(
          Object.entries(values).map(([name]) => [name, randomUUID()] as const),
        );
        const probe = await send(callFor(operation, values, intruder, seed));
        const control = await send(callFor(operation, unknown, witness, seed));
        probes += 1;
        const where = `${operation.key} with ${JSON.stringify(values)}`;
        if (probe.statusCode < 400 || probe.statusCode >= 500 || probe.statusCode === 429)
          leaks.push(`${where}: ${probe.statusCode} ${probe.body.slice(0, 200)}`);
        else if (probe.statusCode !== control.statusCode || probe.body !== control.body)
          leaks.push(
            `${where}: ${probe.statusCode} ${probe.body.slice(0, 160)} but an unknown id gets ${control.statusCode} ${control.body.slice(0, 160)}`,
          );
        for (const id of victim.ids)
          if (probe.body.includes(id)) leaks.push(`${where}: the answer names the victim's id ${id}`);
      }
    }
    expect(probes).toBeGreaterThan(100);
    expect(leaks, leaks.join('\n')).toEqual([]);
    expect(await victimState()).toEqual(before);
  }, 300_000);

  it('the same ids work for their owner, so the sweep used real ones', async () => {
    const unreached: string[] = [];
    for (const operation of sweptOperations().filter((o) => o.method === 'GET')) {
      let reached = false;
      for (const values of assignments(operation.idParams, victim.ids, victim.applicationId)) {
        const res = await send(callFor(operation, values, victim.auth, 0));
        if (res.statusCode === 200) {
          reached = true;
          break;
        }
      }
      if (!reached) unreached.push(operation.key);
    }
    expect(unreached).toEqual([]);
  }, 300_000);
});
