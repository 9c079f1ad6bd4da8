import { randomBytes, randomUUID } from 'node:crypto';
import { errorResponseSchema, staffRoles } from '@hitelkapu/domain';
import { allEndpoints } from '@hitelkapu/domain/contracts/endpoints/index';
import { eq, getTableColumns, isTable } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { enqueueWebhookMessage } from '../modules/outbox/outbox.service.ts';
import { insertDelivery, merchantSubscriberId } from '../modules/webhooks/webhooks.repository.ts';
import { exampleOf, type JsonSchema, type OpenApiDocument, operationsOf } from '../testing/api-fuzz.ts';
import { multipartBody, SMALL_PDF } from '../testing/application.ts';
import { createOnboardedCustomer } from '../testing/credit.ts';
import { createDealerPrescore, createTestDealer, issueDealerKey } from '../testing/leasing.ts';
import {
  createMerchantPurchase,
  createTestMerchant,
  exampleBasket,
  issueMerchantKey,
} from '../testing/purchases.ts';
import { applicationAtContractCheck, lastSigningCode } from '../testing/signing.ts';
import { createApplicationUnderReview, createStaffMember, loginStaff } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Id sweeps generated from the OpenAPI document, one for each kind of caller, and a check that
 * together they reach every operation that takes a path parameter:
 * - customers: every customer operation that takes an object's id (a uuid or a 24-character
 *   public id: applications, documents, decisions, bank syncs, purchases, prescores) is called
 *   by another customer with each id the victim owns, in every id position. The answer must be
 *   a 4xx that is exactly what the same call gets with ids that exist nowhere (so an id reveals
 *   nothing), and the victim's data must not change. The victim's own calls with the same ids
 *   prove the ids are real.
 * - staff: every staff operation that takes a path parameter is called with real ids by a
 *   member of each role its contract does not name (403), by the customer the ids belong to, by
 *   a shop and by a dealer (401), always in the error shape and never with data.
 * - shops and dealers: every merchant and dealer API operation that takes an id is called with
 *   another shop's (dealer's) purchase, prescore or webhook delivery, and with the other mode's
 *   key: the answer of an id that exists nowhere, and nothing changes.
 */

type Auth = { authorization: string };
type Call = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };
type Operation = ReturnType<typeof operationsOf>[number];
type Access = 'public' | 'customer' | 'staff' | 'signed' | 'dealer' | 'merchant';

let calls = 0;
const PROBES_PER_CUSTOMER = 8;
/** Each call from its own address, so that per-address limits never stand in for an answer. */
const nextAddress = () => {
  calls += 1;
  return `10.91.${Math.floor(calls / 250) % 250}.${(calls % 250) + 1}`;
};

/** The two shapes of object id in a path: a uuid, or a 24-character public id (purchases, prescores). */
type IdKind = 'uuid' | 'public';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PUBLIC_ID = /^[A-Za-z0-9]{24}$/;

function idKindOf(schema: JsonSchema): IdKind | null {
  if (schema.format === 'uuid') return 'uuid';
  if (schema.pattern === PUBLIC_ID.source) return 'public';
  return null;
}
const kindOfValue = (value: string): IdKind | null =>
  UUID.test(value) ? 'uuid' : PUBLIC_ID.test(value) ? 'public' : null;
/** An id of the kind that exists nowhere. */
const unknownId = (kind: IdKind) =>
  kind === 'uuid'
    ? randomUUID()
    : randomBytes(18).toString('base64').replace(/\+/g, 'P').replace(/\//g, 'S').slice(0, 24);

const pathParamsOf = (operation: Operation) => (operation.op.parameters ?? []).filter((p) => p.in === 'path');

/** The path parameters that name an object, with their kind. */
const idParamsOf = (operation: Operation) =>
  pathParamsOf(operation).flatMap((p) => {
    const kind = idKindOf(p.schema);
    return kind ? [{ name: p.name, kind }] : [];
  });

const schemeAccess: Record<string, Access> = {
  bearerAuth: 'customer',
  staffBearerAuth: 'staff',
  callbackSignature: 'signed',
  dealerApiKey: 'dealer',
  merchantApiKey: 'merchant',
};
function accessOf(operation: Operation): Access {
  const scheme = Object.keys((operation.op.security ?? [])[0] ?? {})[0];
  return scheme ? (schemeAccess[scheme] ?? 'public') : 'public';
}

/**
 * Operations with a path parameter that names no one's object, each with the reason; every
 * other operation with a path parameter is swept below (the coverage test holds both lists
 * to the contracts).
 */
const notOwned: Record<string, string> = {
  'GET /api/administration/image/{offerId}': 'a public offer picture',
  'GET /api/administration/offer/preview/{id}': 'a public offer',
  'GET /api/administration/public/offer/{id}': 'a public offer',
  'GET /api/tokens/public/{lang}': 'the wording of a language',
  'GET /api/tokens/internal/{lang}': 'the wording of a language',
  'GET /api/administration/ui-config/portal/{identifier}': 'the portal configuration',
  'GET /api/psd2/content/hu/logos/{bic}.svg': "a bank's logo",
  'GET /api/administration/dealer/branding/external/{dealerId}': "a dealer's public landing-page branding",
  'GET /api/file/public/{id}': 'a file staff published (a dealer logo)',
  'GET /api/credit/purchase/public/{id}':
    'the checkout link a shop hands its customer: the 24-character public id is the capability and the view names no customer',
  'POST /api/kyc/callback/{provider}': "a vendor's name; the call is signed by the vendor",
  'PUT /api/profile/consents/{purpose}': "a purpose of the caller's own consents",
  'GET /api/administration/preliminary/questions/{id}': 'a questionnaire of the configuration',
  'GET /api/administration/document-prompt/{id}': 'a configuration item',
  'GET /api/administration/psd2-field/{id}': 'a configuration item',
  'GET /api/administration/readonly-field/{id}': 'a configuration item',
  'GET /api/administration/field/{id}': 'a configuration item',
  'GET /api/administration/special-field/{id}': 'a configuration item',
  'GET /api/administration/statement/{id}': 'a configuration item',
  'GET /api/administration/template-render/{identifier}': 'a document template',
  'GET /api/administration/offer/calculation-config/filter-settings/{id}': 'a configuration item',
  'GET /api/administration/leasing-prescore/questions/{type}': 'a questionnaire of the configuration',
  'GET /api/merchant/merchant/customer/{id}': 'the shop catalogue: shops are public',
};

/** Customer operations that take an object's id. */
const customerSweepOf = (doc: OpenApiDocument) =>
  operationsOf(doc)
    .filter((operation) => accessOf(operation) === 'customer' && !(operation.key in notOwned))
    .map((operation) => ({ ...operation, idParams: idParamsOf(operation) }))
    .filter(({ idParams }) => idParams.length > 0);
/** Staff operations that take any path parameter. */
const staffSweepOf = (doc: OpenApiDocument) =>
  operationsOf(doc).filter(
    (operation) => accessOf(operation) === 'staff' && pathParamsOf(operation).length > 0,
  );
/** Merchant and dealer API operations that take an object's id. */
const partnerSweepOf = (doc: OpenApiDocument) =>
  operationsOf(doc)
    .filter((operation) => ['merchant', 'dealer'].includes(accessOf(operation)))
    .map((operation) => ({ ...operation, idParams: idParamsOf(operation) }))
    .filter(({ idParams }) => idParams.length > 0);

/** True for a body in the one error shape. */
const isErrorShape = (body: string) => {
  try {
    return errorResponseSchema.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
};

/**
 * What a probe with someone else's id gave away: anything but a 4xx (429 aside) in the error
 * shape, or an answer that differs from the one an unknown id gets.
 */
function answerLeaks(
  where: string,
  probe: { statusCode: number; body: string },
  control: { statusCode: number; body: string },
): string[] {
  if (probe.statusCode < 400 || probe.statusCode >= 500 || probe.statusCode === 429)
    return [`${where}: ${probe.statusCode} ${probe.body.slice(0, 200)}`];
  if (!isErrorShape(probe.body)) return [`${where}: not the error shape: ${probe.body.slice(0, 200)}`];
  if (probe.statusCode !== control.statusCode || probe.body !== control.body)
    return [
      `${where}: ${probe.statusCode} ${probe.body.slice(0, 160)} but an unknown id gets ${control.statusCode} ${control.body.slice(0, 160)}`,
    ];
  return [];
}

/** The call as a client would make it: a plausible body, a fresh Idempotency-Key. */
function callFor(
  doc: OpenApiDocument,
  operation: Operation,
  values: Record<string, string>,
  auth: Auth | Record<string, never>,
  seed: number,
): Call {
  let url = operation.path;
  for (const [name, value] of Object.entries(values))
    url = url.replace(`{${name}}`, encodeURIComponent(value));
  const headers: Record<string, string> = { ...auth, 'idempotency-key': `sweep-${seed}-${randomUUID()}` };
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

function sendWith(t: () => TestApp) {
  return (call: Call) =>
    t().app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: call.headers,
      remoteAddress: nextAddress(),
      ...(call.payload === undefined ? {} : { payload: call.payload }),
    });
}

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
 * Each of `values` in each id parameter it fits, the other parameters holding the victim's
 * application (the parent a client would put there).
 */
function assignments(
  params: { name: string; kind: IdKind }[],
  values: string[],
  parent: string,
): Record<string, string>[] {
  const seen = new Map<string, Record<string, string>>();
  for (const param of params)
    for (const value of values) {
      if (kindOfValue(value) !== param.kind) continue;
      const assigned = Object.fromEntries(
        params.map((other) => [
          other.name,
          other.name === param.name ? value : other.kind === 'uuid' ? parent : unknownId(other.kind),
        ]),
      );
      seen.set(JSON.stringify(assigned), assigned);
    }
  return [...seen.values()];
}

describe('every operation that takes a path parameter is swept or named as no one’s object', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('[ASVS V8.2.2 V8.1.1] classifies each such contract into a sweep or the not-owned list', () => {
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    const withParams = operationsOf(doc).filter((operation) => pathParamsOf(operation).length > 0);
    // The document is generated from the contracts: the same calls with a path parameter.
    expect(withParams.length).toBe(allEndpoints.filter((endpoint) => endpoint.path.includes(':')).length);
    const swept = new Set(
      [...customerSweepOf(doc), ...staffSweepOf(doc), ...partnerSweepOf(doc)].map((o) => o.key),
    );
    const unswept = withParams.filter((o) => !swept.has(o.key) && !(o.key in notOwned)).map((o) => o.key);
    expect(unswept, 'operations with a path parameter no sweep reaches').toEqual([]);
    // The not-owned list names only real operations, none a sweep takes, none with a staff,
    // shop or dealer key.
    const keys = new Set(withParams.map((o) => o.key));
    expect(Object.keys(notOwned).filter((key) => !keys.has(key) || swept.has(key))).toEqual([]);
    // Staff, the merchant API, bank sync and purchases are in the sweeps, by name.
    const sweptPaths = [...swept].join('\n');
    for (const area of [
      '/api/staff/reviews/',
      '/api/staff/admin/staff-users/',
      '/api/staff/config/',
      '/merchant-api/v1/purchases/',
      '/merchant-api/v1/webhook-deliveries/',
      '/dealer-api/v1/',
      '/api/credit/psd2-sync/',
      '/api/sync/psd2/',
      '/api/sync/gocardless/psd2/',
      '/api/credit/purchase/',
      '/api/credit/leasing-prescore',
    ])
      expect(sweptPaths, area).toContain(area);
  });
});

describe('no customer reaches another customer’s objects through any id-taking route', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let victim: {
    auth: Auth;
    customerId: string;
    applicationId: string;
    purchaseId: string;
    prescoreId: string;
    bankSyncIds: string[];
    ids: string[];
  };
  const send = sendWith(() => t);
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
    const customerId = applicationRow?.customerId as string;
    await t.database.db.insert(schema.corrections).values({
      applicationId,
      customerId,
      kind: 'ANSWER',
      fieldId: 'postal_code',
      fieldLabel: 'Irányítószám',
      message: 'Kérjük, ellenőrizze az irányítószámot.',
      status: 'COMPLETED',
      requestedBy: staffRow?.id as string,
      dueAt: new Date(Date.now() + 7 * 86_400_000),
      completedAt: new Date(),
    });

    // A bank link of each provider and purpose: their ids are the bank-sync calls' ids.
    const bankSyncIds: string[] = [];
    for (const [path, payload] of [
      ['/api/credit/psd2-sync/start', { purpose: 'PRELIMINARY' }],
      ['/api/credit/psd2-sync/start', { purpose: 'APPLICATION' }],
      ['/api/sync/psd2/start', {}],
      ['/api/sync/gocardless/psd2/start', {}],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: path, headers: customer.auth, payload });
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
      bankSyncIds.push(res.json<{ id: string }>().id);
    }

    // A shop's purchase the victim took at the checkout (a public id).
    const merchantId = await createTestMerchant(t.database.db);
    const merchantKey = await issueMerchantKey(t.app, t.database.db, merchantId);
    const purchase = await createMerchantPurchase(t.app, merchantKey.key, exampleBasket());
    const linked = await t.app.inject({
      method: 'PATCH',
      url: `/api/credit/purchase/link/${purchase.id}`,
      headers: customer.auth,
    });
    expect(linked.statusCode, linked.body).toBe(200);

    // A dealer's leasing prescore the victim opened first, so owns (a public id).
    const dealerId = await createTestDealer(t.database.db);
    const dealerKey = await issueDealerKey(t.app, t.database.db, dealerId);
    const prescore = await createDealerPrescore(t.app, dealerKey.key);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/credit/leasing-prescore-public-id/${prescore.publicId}`,
      headers: customer.auth,
    });
    expect(opened.statusCode, opened.body).toBe(200);

    victim = {
      auth: customer.auth,
      customerId,
      applicationId,
      purchaseId: purchase.id,
      prescoreId: prescore.publicId,
      bankSyncIds,
      ids: [...(await idsOwnedBy(t, applicationId)), ...bankSyncIds, purchase.id, prescore.publicId],
    };
  }, 180_000);

  afterAll(async () => {
    await t.app.close();
  });

  const sweptOperations = () => customerSweepOf(doc);

  /** What the victim sees of their own application, documents, bank links, purchase and prescore. */
  async function victimState() {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/credit/my-loan-application/${victim.applicationId}`,
      headers: victim.auth,
    });
    const purchase = await t.app.inject({
      method: 'GET',
      url: `/api/credit/purchase/${victim.purchaseId}`,
      headers: victim.auth,
    });
    const prescore = await t.app.inject({
      method: 'GET',
      url: `/api/credit/leasing-prescore-public-id/${victim.prescoreId}`,
      headers: victim.auth,
    });
    const syncs = await t.database.db
      .select()
      .from(schema.bankSyncs)
      .where(eq(schema.bankSyncs.customerId, victim.customerId));
    return {
      application: own.body,
      purchase: purchase.body,
      prescore: prescore.body,
      syncs: syncs.map((row) => JSON.stringify(row)).sort(),
      ids: (await idsOwnedBy(t, victim.applicationId)).sort(),
    };
  }

  it('[ASVS V8.2.2] sweeps every customer operation that takes an id, bank sync and purchases included', () => {
    const swept = sweptOperations();
    // Applications, their documents, decisions, identity checks, signing, result, withdrawal,
    // bank links, purchases and leasing prescores.
    expect(swept.length).toBeGreaterThanOrEqual(30);
    expect(victim.ids.length).toBeGreaterThanOrEqual(12);
  });

  it('[ASVS V8.2.2 V8.3.1] answers another customer’s ids exactly as ids that exist nowhere, and changes nothing', async () => {
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
          operation.idParams.map(({ name, kind }) => [name, unknownId(kind)] as const),
        );
        const probe = await send(callFor(doc, operation, values, intruder, seed));
        const control = await send(callFor(doc, operation, unknown, witness, seed));
        probes += 1;
        const where = `${operation.key} with ${JSON.stringify(values)}`;
        leaks.push(...answerLeaks(where, probe, control));
        for (const id of victim.ids)
          if (probe.body.includes(id)) leaks.push(`${where}: the answer names the victim's id ${id}`);
      }
    }
    expect(probes).toBeGreaterThan(150);
    expect(leaks, leaks.join('\n')).toEqual([]);
    expect(await victimState()).toEqual(before);
  }, 400_000);

  it('[ASVS V8.2.2] the same ids work for their owner, so the sweep used real ones', async () => {
    const unreached: string[] = [];
    for (const operation of sweptOperations().filter((o) => o.method === 'GET')) {
      let reached = false;
      for (const values of assignments(operation.idParams, victim.ids, victim.applicationId)) {
        const res = await send(callFor(doc, operation, values, victim.auth, 0));
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

describe('staff calls that take an id: another role, a customer, a shop or a dealer gets 401/403 and no data', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const send = sendWith(() => t);
  /** Real ids by parameter (and, for `id`, by the path segment before it). */
  let real: Record<string, string>;
  let caseCustomer: Auth;
  let shop: Auth;
  let dealer: Auth;
  const members: Partial<Record<(typeof staffRoles)[number], Auth>> = {};
  const rolesOf = (operationId: string | undefined) =>
    allEndpoints.find((endpoint) => endpoint.operationId === operationId)?.roles ?? [];

  beforeAll(async () => {
    t = await createTestApp();
    doc = t.app.swagger() as unknown as OpenApiDocument;
    const db = t.database.db;
    const review = await createApplicationUnderReview(t.app, db);
    caseCustomer = review.customer.auth;
    const applicationId = review.application.id;
    const [document] = await db
      .select({ id: schema.customerDocuments.id })
      .from(schema.customerDocuments)
      .where(eq(schema.customerDocuments.applicationId, applicationId));
    const target = await createStaffMember(db);
    const [targetRow] = await db
      .select({ id: schema.staffUsers.id })
      .from(schema.staffUsers)
      .where(eq(schema.staffUsers.email, target.email));
    const [owner] = await db
      .select({ customerId: schema.loanApplications.customerId })
      .from(schema.loanApplications)
      .where(eq(schema.loanApplications.id, applicationId));
    const [correction] = await db
      .insert(schema.corrections)
      .values({
        applicationId,
        customerId: owner?.customerId as string,
        kind: 'ANSWER',
        fieldId: 'postal_code',
        fieldLabel: 'Irányítószám',
        message: 'Kérjük, ellenőrizze az irányítószámot.',
        requestedBy: targetRow?.id as string,
        dueAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning({ id: schema.corrections.id });
    const merchantId = await createTestMerchant(db);
    const dealerId = await createTestDealer(db);
    shop = { authorization: `Bearer ${(await issueMerchantKey(t.app, db, merchantId)).key}` };
    dealer = { authorization: `Bearer ${(await issueDealerKey(t.app, db, dealerId)).key}` };
    real = {
      applicationId,
      documentId: document?.id as string,
      'staff-users/id': targetRow?.id as string,
      'corrections/id': correction?.id as string,
      'dealers/id': dealerId,
      'merchants/id': merchantId,
      dealerId,
      merchantId,
      lang: 'hu',
    };
    for (const [index, role] of staffRoles.entries()) {
      const member = await createStaffMember(db, { roles: [role] });
      members[role] = (await loginStaff(t.app, member, `10.92.0.${index + 1}`)).auth;
    }
  }, 180_000);

  afterAll(async () => {
    await t.app.close();
  });

  /** The path's values: real ids where the test has one, otherwise a value that fits the schema. */
  function valuesFor(operation: Operation, unknown = false): Record<string, string> {
    return Object.fromEntries(
      pathParamsOf(operation).map((p) => {
        const segment = operation.path.split(`/{${p.name}}`)[0]?.split('/').pop();
        const known = real[`${segment}/${p.name}`] ?? real[p.name];
        const kind = idKindOf(p.schema);
        if (unknown && kind) return [p.name, unknownId(kind)];
        return [p.name, known ?? String(exampleOf(p.schema, doc, 7))];
      }),
    );
  }
  const realIds = () => Object.values(real).filter((value) => UUID.test(value));

  it('[ASVS V8.2.1] sweeps every staff operation that takes a path parameter', () => {
    const swept = staffSweepOf(doc);
    expect(swept.length).toBeGreaterThanOrEqual(30);
    for (const operation of swept) expect(rolesOf(operation.op.operationId), operation.key).not.toEqual([]);
  });

  it('[ASVS V8.2.1 V8.2.2 V8.3.1] a member of a role the call does not name gets 403 in the error shape, whatever the id', async () => {
    const problems: string[] = [];
    let probes = 0;
    let seed = 0;
    for (const operation of staffSweepOf(doc)) {
      const allowed = rolesOf(operation.op.operationId);
      for (const role of staffRoles.filter((r) => !allowed.includes(r))) {
        seed += 1;
        const auth = members[role] as Auth;
        const probe = await send(callFor(doc, operation, valuesFor(operation), auth, seed));
        const control = await send(callFor(doc, operation, valuesFor(operation, true), auth, seed));
        probes += 1;
        const where = `${operation.key} as ${role}`;
        if (probe.statusCode !== 403)
          problems.push(`${where}: ${probe.statusCode} ${probe.body.slice(0, 200)}`);
        else if (!isErrorShape(probe.body) || !probe.body.includes('errors.staff.forbidden'))
          problems.push(`${where}: not the forbidden error: ${probe.body.slice(0, 200)}`);
        else if (probe.body !== control.body || control.statusCode !== 403)
          problems.push(
            `${where}: the answer differs from an unknown id's: ${control.statusCode} ${control.body}`,
          );
        for (const id of realIds()) if (probe.body.includes(id)) problems.push(`${where}: names ${id}`);
      }
    }
    expect(probes).toBeGreaterThanOrEqual(60);
    expect(problems, problems.join('\n')).toEqual([]);
  }, 300_000);

  it('[ASVS V8.2.1 V9.2.3] the case’s own customer, a shop and a dealer get 401 in the error shape, as no token does', async () => {
    const problems: string[] = [];
    let seed = 1000;
    for (const operation of staffSweepOf(doc)) {
      const values = valuesFor(operation);
      seed += 1;
      const none = await send(callFor(doc, operation, values, {}, seed));
      if (none.statusCode !== 401 || !isErrorShape(none.body))
        problems.push(`${operation.key} without a token: ${none.statusCode} ${none.body.slice(0, 200)}`);
      for (const [who, auth] of [
        ['customer', caseCustomer],
        ['shop', shop],
        ['dealer', dealer],
      ] as const) {
        const res = await send(callFor(doc, operation, values, auth, seed));
        if (res.statusCode !== 401 || res.body !== none.body)
          problems.push(`${operation.key} as ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 300_000);

  it('[ASVS V8.2.1] the same ids open the case to a member of an allowed role, so the sweep used real ones', async () => {
    const reads = staffSweepOf(doc).filter(
      (operation) =>
        operation.method === 'GET' &&
        pathParamsOf(operation).every((p) => real[p.name] !== undefined) &&
        operation.path.startsWith('/api/staff/reviews/'),
    );
    expect(reads.map((o) => o.key)).toEqual(
      expect.arrayContaining([
        'GET /api/staff/reviews/{applicationId}/case',
        'GET /api/staff/reviews/{applicationId}/documents/{documentId}',
        'GET /api/staff/reviews/{applicationId}/corrections',
      ]),
    );
    for (const operation of reads) {
      const res = await send(callFor(doc, operation, valuesFor(operation), members.REVIEWER as Auth, 0));
      expect(res.statusCode, `${operation.key} ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});

describe('no shop or dealer reaches another’s purchases, prescores or webhook deliveries', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const send = sendWith(() => t);
  /** The victim's objects and keys, and the intruders' keys, by API. */
  let victims: Record<'merchant' | 'dealer', { owner: Auth; values: string[]; intruders: [string, Auth][] }>;
  let victimShop: { id: string; purchaseId: string };
  let victimDealer: { id: string; prescoreId: string };

  /** A delivery in the subscriber's history, as a purchase or prescore event leaves one. */
  async function deliveryOf(subscriber: { kind: 'MERCHANT' | 'DEALER'; id: string }) {
    const db = t.database.db;
    const body = JSON.stringify({ type: 'purchase.created', timestamp: new Date().toISOString(), data: {} });
    const outboxId = await enqueueWebhookMessage(db, {
      url: 'https://shop.example/webhooks',
      eventType: 'purchase.created',
      body,
    });
    return insertDelivery(db, {
      outboxId,
      webhookId: `msg_${randomUUID()}`,
      subscriber,
      eventType: 'purchase.created',
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    doc = t.app.swagger() as unknown as OpenApiDocument;
    const db = t.database.db;
    const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
    const [shopId, otherShopId] = [await createTestMerchant(db), await createTestMerchant(db)];
    const shopKey = (await issueMerchantKey(t.app, db, shopId, 'live')).key;
    const shopTestKey = (await issueMerchantKey(t.app, db, shopId, 'test')).key;
    const otherShopKey = (await issueMerchantKey(t.app, db, otherShopId, 'live')).key;
    const purchase = await createMerchantPurchase(t.app, shopKey);
    const shopDelivery = await deliveryOf({ kind: 'MERCHANT', id: merchantSubscriberId(shopId, 'live') });
    const [dealerId, otherDealerId] = [
      await createTestDealer(db),
      await createTestDealer(db, 'Másik Autóház'),
    ];
    const dealerKey = (await issueDealerKey(t.app, db, dealerId)).key;
    const otherDealerKey = (await issueDealerKey(t.app, db, otherDealerId)).key;
    const prescore = await createDealerPrescore(t.app, dealerKey);
    const dealerDelivery = await deliveryOf({ kind: 'DEALER', id: dealerId });
    victimShop = { id: shopId, purchaseId: purchase.id };
    victimDealer = { id: dealerId, prescoreId: prescore.publicId };
    victims = {
      merchant: {
        owner: bearer(shopKey),
        values: [purchase.id, shopDelivery],
        intruders: [
          ['another shop', bearer(otherShopKey)],
          ['the same shop’s test key', bearer(shopTestKey)],
        ],
      },
      dealer: {
        owner: bearer(dealerKey),
        values: [prescore.publicId, dealerDelivery],
        intruders: [['another dealer', bearer(otherDealerKey)]],
      },
    };
  }, 120_000);

  afterAll(async () => {
    await t.app.close();
  });

  /** What the victims see of their purchase, prescore and webhook histories. */
  async function victimState() {
    const read = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
    return {
      purchase: (await read(`/merchant-api/v1/purchases/${victimShop.purchaseId}`, victims.merchant.owner))
        .body,
      prescore: (await read(`/dealer-api/v1/prescores/${victimDealer.prescoreId}`, victims.dealer.owner))
        .body,
      shopDeliveries: (await read('/merchant-api/v1/webhook-deliveries', victims.merchant.owner)).body,
      dealerDeliveries: (await read('/dealer-api/v1/webhook-deliveries', victims.dealer.owner)).body,
    };
  }

  it('[ASVS V8.2.2 V8.4.1] sweeps every merchant and dealer API operation that takes an id', () => {
    const swept = partnerSweepOf(doc).map((o) => o.key);
    expect(swept).toEqual(
      expect.arrayContaining([
        'GET /merchant-api/v1/purchases/{id}',
        'POST /merchant-api/v1/purchases/{id}/cancel',
        'POST /merchant-api/v1/purchases/{id}/fulfil',
        'POST /merchant-api/v1/purchases/{id}/refunds',
        'POST /merchant-api/v1/webhook-deliveries/{id}/replay',
        'GET /dealer-api/v1/prescores/{publicId}',
        'POST /dealer-api/v1/webhook-deliveries/{id}/replay',
      ]),
    );
  });

  it('[ASVS V8.2.2 V8.4.1 V8.3.1] answers another shop’s or dealer’s ids, or the other mode’s, as ids that exist nowhere, and changes nothing', async () => {
    const before = await victimState();
    const leaks: string[] = [];
    let probes = 0;
    let seed = 2000;
    for (const operation of partnerSweepOf(doc)) {
      const victim = victims[accessOf(operation) as 'merchant' | 'dealer'];
      for (const values of assignments(operation.idParams, victim.values, randomUUID()))
        for (const [who, auth] of victim.intruders) {
          seed += 1;
          const unknown = Object.fromEntries(
            operation.idParams.map(({ name, kind }) => [name, unknownId(kind)] as const),
          );
          const probe = await send(callFor(doc, operation, values, auth, seed));
          const control = await send(callFor(doc, operation, unknown, auth, seed));
          probes += 1;
          const where = `${operation.key} by ${who} with ${JSON.stringify(values)}`;
          leaks.push(...answerLeaks(where, probe, control));
          for (const value of victim.values)
            if (probe.body.includes(value)) leaks.push(`${where}: the answer names ${value}`);
        }
    }
    expect(probes).toBeGreaterThanOrEqual(11);
    expect(leaks, leaks.join('\n')).toEqual([]);
    expect(await victimState()).toEqual(before);
  }, 120_000);

  it('[ASVS V8.2.2] the same ids work for their owner, so the sweep used real ones', async () => {
    for (const operation of partnerSweepOf(doc).filter((o) => o.method === 'GET')) {
      const victim = victims[accessOf(operation) as 'merchant' | 'dealer'];
      const statuses = [];
      for (const values of assignments(operation.idParams, victim.values, randomUUID()))
        statuses.push((await send(callFor(doc, operation, values, victim.owner, 0))).statusCode);
      expect(statuses, operation.key).toContain(200);
    }
  });
});
