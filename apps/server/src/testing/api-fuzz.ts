import { Writable } from 'node:stream';
import { staffRoles } from '@hitelkapu/domain';
import { Ajv, type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { lastCodeTo } from './accounts.ts';
import { startTestApplication } from './application.ts';
import { createDealerPrescore, createTestDealer } from './leasing.ts';
import { createMerchantPurchase, createTestMerchant } from './purchases.ts';
import { createStaffMember, loginStaff, type StaffCredentials } from './staff.ts';
import { createTestApp } from './test-app.ts';

/**
 * A schema-driven fuzz of the whole API, generated from its own OpenAPI document: every
 * operation gets requests built from its declared parameters and body, some valid, some
 * with hostile values (NUL characters, huge integers, broken escapes, wrong types and
 * content types). Every answer must be below 500, have a status the operation documents,
 * and a JSON body that matches the schema documented for that status.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  $ref?: string;
};

interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

export interface FuzzFailure {
  operation: string;
  request: FuzzRequest;
  statusCode: number;
  problem: string;
  body: string;
}

export interface FuzzOptions {
  seed: number;
  /** About how many requests in all, spread evenly over the operations. */
  requests: number;
  /** A fresh `Authorization` header value for the kind of caller an operation needs. */
  authorization: (kind: FuzzCaller) => Promise<string>;
  /**
   * Known good values, used now and then: by `/path#name` for one path's parameter (a shop's
   * purchase, say), else by parameter name (an existing application id).
   */
  knownValues?: Record<string, string>;
  /** Operations left out, as "METHOD /path", with the reason beside them in the caller. */
  skip?: ReadonlySet<string>;
}

/** The callers with a key or token of their own: customers, staff, shops and dealers. */
export type FuzzCaller = 'customer' | 'staff' | 'merchant' | 'dealer';

/** The caller an operation's security scheme asks for; none for a public or signed call. */
export function callerOf(operation: { security?: unknown[] }): FuzzCaller | null {
  const scheme = Object.keys((operation.security?.[0] ?? {}) as object)[0];
  const callers: Record<string, FuzzCaller> = {
    bearerAuth: 'customer',
    staffBearerAuth: 'staff',
    merchantApiKey: 'merchant',
    dealerApiKey: 'dealer',
  };
  return scheme ? (callers[scheme] ?? null) : null;
}

export interface FuzzReport {
  requests: number;
  operations: number;
  statusCounts: Record<string, number>;
  /** Answers by operation ("METHOD /path") and status. */
  statusesByOperation: Record<string, Record<string, number>>;
  failures: FuzzFailure[];
}

const hostileStrings = [
  '',
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '%E0%A4%A',
  '\u202Eexe.pdf',
  '\u0007\u001b[31m',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '00000000-0000-0000-0000-000000000000',
  '2147483648',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(40),
  '😀'.repeat(20),
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  '{"a":',
];

const hostileNumbers = [2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 1.5, -0, 1e308, 0];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(null, true, false, [], {}, [null], { '\u0000': 1 }),
  fc.string({ maxLength: 20 }),
  fc.integer(),
);

function resolve(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return resolve(doc.components?.schemas?.[name] ?? {}, doc);
}

/** Values that fit the schema (or, with `mutate`, mostly fit it with hostile leaves). */
function arbitraryFor(
  input: JsonSchema,
  doc: OpenApiDocument,
  mutate: boolean,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(input, doc);
  const valid = validArbitrary(schema, doc, mutate, depth);
  return mutate ? fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: hostileValue }) : valid;
}

function validArbitrary(
  schema: JsonSchema,
  doc: OpenApiDocument,
  mutate: boolean,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) {
    return fc.oneof(...variants.map((v) => arbitraryFor(v, doc, mutate, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    const merged: JsonSchema = {};
    for (const part of schema.allOf) Object.assign(merged, resolve(part, doc));
    return validArbitrary(merged, doc, mutate, depth);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const base = baseArbitrary(schema, type, doc, mutate, depth);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, fc.constant(null)) : base;
}

function baseArbitrary(
  schema: JsonSchema,
  type: string | undefined,
  doc: OpenApiDocument,
  mutate: boolean,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer': {
      const min = Math.max(numberBound(schema.minimum, schema.exclusiveMinimum, 1), Number.MIN_SAFE_INTEGER);
      const max = Math.min(numberBound(schema.maximum, schema.exclusiveMaximum, -1), Number.MAX_SAFE_INTEGER);
      // Small values, any value of the whole range, and the bounds. (A filter over all safe
      // integers would almost never hit a narrow range such as 1..999 and spin for good.)
      const small = { min: Math.max(min, -1000), max: Math.min(max, 1000) };
      return fc.oneof(
        ...(small.min <= small.max ? [fc.integer(small)] : []),
        fc.integer({ min, max }),
        fc.constantFrom(min, max),
      );
    }
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: numberBound(schema.minimum, schema.exclusiveMinimum, 1e-9, -1e12),
        max: numberBound(schema.maximum, schema.exclusiveMaximum, -1e-9, 1e12),
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const item = arbitraryFor(schema.items ?? {}, doc, mutate, depth + 1);
      return fc.array(item, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties))
        record[key] = arbitraryFor(value, doc, mutate, depth + 1);
      const required = schema.required ?? [];
      if (Object.keys(record).length === 0) {
        return fc.dictionary(
          fc.string({ maxLength: 8 }),
          arbitraryFor({ type: 'string' }, doc, mutate, depth + 1),
          {
            maxKeys: 3,
          },
        );
      }
      return fc.record(record, { requiredKeys: mutate ? required.filter((_, i) => i % 2 === 0) : required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function numberBound(
  value: number | undefined,
  exclusive: number | boolean | undefined,
  step: number,
  fallback?: number,
) {
  if (typeof exclusive === 'number') return exclusive + step;
  if (value === undefined) return fallback ?? (step > 0 ? Number.MIN_SAFE_INTEGER : Number.MAX_SAFE_INTEGER);
  return exclusive === true ? value + step : value;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    default:
      break;
  }
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= Math.max(maxLength, 200));
    } catch {
      // A pattern fast-check cannot build from: fall through to plain strings.
    }
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: 'grapheme' });
}

type BodyKind =
  | 'json'
  | 'broken-json'
  | 'text'
  | 'none'
  | 'multipart'
  | 'multipart-no-boundary'
  | 'too-large';

function bodyArbitrary(
  operation: Operation,
  doc: OpenApiDocument,
): fc.Arbitrary<{ kind: BodyKind; value: unknown }> {
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const kinds: fc.Arbitrary<{ kind: BodyKind; value: unknown }>[] = [];
  if (json) {
    kinds.push(
      arbitraryFor(json, doc, false).map((value) => ({ kind: 'json' as const, value })),
      arbitraryFor(json, doc, true).map((value) => ({ kind: 'json' as const, value })),
      arbitraryFor(json, doc, true).map((value) => ({ kind: 'json' as const, value })),
    );
  }
  if (content['multipart/form-data']) {
    kinds.push(
      fc
        .record({ promptId: fc.oneof(fc.integer(), fc.constantFrom(...hostileStrings)), name: fc.string() })
        .map((value) => ({ kind: 'multipart' as const, value })),
      fc.constant({ kind: 'multipart-no-boundary' as const, value: null }),
    );
  }
  kinds.push(
    fc.constantFrom<{ kind: BodyKind; value: unknown }>(
      { kind: 'broken-json', value: '{"a":\u0000' },
      { kind: 'broken-json', value: '{"a": "\\u0000"}' },
      { kind: 'text', value: 'hello' },
      { kind: 'none', value: null },
    ),
  );
  return fc.oneof(...kinds.map((arbitrary, i) => ({ weight: i < 3 && json ? 4 : 1, arbitrary })));
}

function encodePathValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  // Mostly encoded as a client would; now and then raw, so broken escapes reach the router.
  return text.startsWith('%') ? text : encodeURIComponent(text);
}

function buildBody(body: { kind: BodyKind; value: unknown }): {
  payload?: string | Buffer;
  contentType?: string;
} {
  switch (body.kind) {
    case 'json':
      return { payload: JSON.stringify(body.value) ?? 'null', contentType: 'application/json' };
    case 'broken-json':
      return { payload: String(body.value), contentType: 'application/json' };
    case 'text':
      return { payload: String(body.value), contentType: 'text/plain' };
    case 'too-large':
      return { payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }), contentType: 'application/json' };
    case 'multipart': {
      const boundary = 'fuzzboundary';
      const fields = body.value as Record<string, unknown>;
      const parts = Object.entries(fields).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      );
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u202Efdp.exe"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 garbage\r\n`,
      );
      return {
        payload: `${parts.join('')}--${boundary}--\r\n`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    }
    case 'multipart-no-boundary':
      return { payload: 'anything', contentType: 'multipart/form-data' };
    default:
      return {};
  }
}

/** OpenAPI 3.0 as JSON Schema: `nullable` becomes the value or null, boolean exclusive bounds numbers. */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (value === null || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Record<string, unknown>;
  const converted: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, toJsonSchema(v)]),
  );
  // OpenAPI 3.0 writes exclusive bounds as booleans beside minimum/maximum.
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof converted[exclusive] === 'boolean') {
      if (converted[exclusive]) converted[exclusive] = converted[bound];
      else delete converted[exclusive];
      if (converted[exclusive] !== undefined) delete converted[bound];
    }
  }
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

/** Compiled response validators, one per operation and status. */
function responseValidator(
  ajv: Ajv,
  cache: Map<string, ValidateFunction | null>,
  key: string,
  schema?: JsonSchema,
) {
  if (!cache.has(key)) cache.set(key, schema ? ajv.compile(toJsonSchema(schema) as object) : null);
  return cache.get(key) ?? null;
}

/** One value that fits the schema, the same for the same seed: a plausible body for a probe. */
export function exampleOf(schema: JsonSchema, doc: OpenApiDocument, seed: number): unknown {
  return fc.sample(arbitraryFor(schema, doc, false), { numRuns: 1, seed })[0];
}

export function operationsOf(
  doc: OpenApiDocument,
): { key: string; method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      op,
    })),
  );
}

/** Runs the fuzz against an app (in process, through inject) and reports what went wrong. */
export async function fuzzApi(
  app: FastifyInstance,
  doc: OpenApiDocument,
  options: FuzzOptions,
): Promise<FuzzReport> {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    ajv.addSchema(toJsonSchema(schema) as object, `#/components/schemas/${name}`);
  }
  const validators = new Map<string, ValidateFunction | null>();
  const operations = operationsOf(doc).filter((o) => !options.skip?.has(o.key));
  const perOperation = Math.max(1, Math.round(options.requests / operations.length));
  const report: FuzzReport = {
    requests: 0,
    operations: operations.length,
    statusCounts: {},
    statusesByOperation: {},
    failures: [],
  };
  let opIndex = 0;

  for (const { key, method, path, op } of operations) {
    opIndex += 1;
    const caller = callerOf(op);
    // A fresh session (or key) per operation: an operation may end its own (logout, password
    // change, key rotation).
    const authorization = caller ? await options.authorization(caller) : undefined;
    const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
    const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
    const paramArbitrary = (p: { name: string; schema: JsonSchema }) => {
      const known = options.knownValues?.[`${path}#${p.name}`] ?? options.knownValues?.[p.name];
      const choices: fc.Arbitrary<unknown>[] = [
        arbitraryFor(p.schema, doc, false),
        arbitraryFor(p.schema, doc, true),
      ];
      if (known !== undefined) choices.push(fc.constant(known));
      return fc.oneof(...choices);
    };
    const requestArbitrary = fc.record({
      path: fc.tuple(...pathParams.map(paramArbitrary)),
      query: fc.tuple(...queryParams.map((p) => fc.option(paramArbitrary(p), { nil: undefined }))),
      body: bodyArbitrary(op, doc),
      auth: fc.oneof(
        { weight: 8, arbitrary: fc.constant(authorization) },
        fc.constantFrom(undefined, 'Bearer x', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
      ),
      ip: fc.integer({ min: 1, max: 250 }),
    });
    const samples = fc.sample(requestArbitrary, { numRuns: perOperation, seed: options.seed + opIndex });
    // Once per operation with a body, a body over the 1 MB limit.
    if (method !== 'GET' && method !== 'DELETE' && samples.length > 0) {
      samples[0] = { ...(samples[0] as (typeof samples)[number]), body: { kind: 'too-large', value: null } };
    }

    for (const sample of samples) {
      let url = path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodePathValue(sample.path[i]));
      });
      const query = queryParams
        .map((p, i) =>
          sample.query[i] === undefined ? null : `${p.name}=${encodePathValue(sample.query[i])}`,
        )
        .filter((part): part is string => part !== null);
      if (query.length > 0) url += `?${query.join('&')}`;
      const headers: Record<string, string> = {};
      if (sample.auth) headers.authorization = sample.auth;
      const { payload, contentType } =
        method === 'GET' || method === 'HEAD'
          ? { payload: undefined, contentType: undefined }
          : buildBody(sample.body);
      if (contentType) headers['content-type'] = contentType;
      const request: FuzzRequest = {
        method,
        url,
        headers,
        remoteAddress: `10.77.${opIndex % 250}.${sample.ip}`,
        ...(payload === undefined ? {} : { payload }),
      };
      const res = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        remoteAddress: request.remoteAddress,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      report.requests += 1;
      report.statusCounts[res.statusCode] = (report.statusCounts[res.statusCode] ?? 0) + 1;
      const byStatus = report.statusesByOperation[key] ?? {};
      report.statusesByOperation[key] = byStatus;
      byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
      const fail = (problem: string) =>
        report.failures.push({
          operation: key,
          request: {
            ...request,
            payload: typeof request.payload === 'string' ? request.payload.slice(0, 300) : undefined,
          },
          statusCode: res.statusCode,
          problem,
          body: res.body.slice(0, 300),
        });
      if (res.statusCode >= 500) {
        fail('server error');
        continue;
      }
      const documented = op.responses[String(res.statusCode)];
      if (!documented) {
        fail(`status ${res.statusCode} is not documented`);
        continue;
      }
      const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
      const schema = documented.content?.['application/json']?.schema;
      if (res.statusCode >= 400 && !isJson) {
        fail('an error answer that is not JSON');
        continue;
      }
      if (isJson && schema) {
        const validate = responseValidator(ajv, validators, `${key} ${res.statusCode}`, schema);
        let parsed: unknown;
        try {
          parsed = JSON.parse(res.body);
        } catch {
          fail('a JSON answer that does not parse');
          continue;
        }
        if (validate && !validate(parsed)) fail(`body does not match: ${ajv.errorsText(validate.errors)}`);
      }
    }
  }
  return report;
}

export interface FuzzRun {
  report: FuzzReport;
  doc: OpenApiDocument;
  /** Every log line the app wrote during the run, at every level. */
  logLines: string[];
  /** The personal data of the accounts the run used: none may appear in a log line. */
  personalData: string[];
  close(): Promise<void>;
}

/**
 * The whole fuzz on a fresh app and database: a customer with an application (its id is
 * used now and then as a path parameter), a member of staff, logging at every level.
 */
export async function fuzzFreshApp(options: { seed: number; requests: number }): Promise<FuzzRun> {
  const logLines: string[] = [];
  const t = await createTestApp({
    config: { logLevel: 'trace' },
    logStream: new Writable({
      write(chunk, _encoding, done) {
        // One write may carry several lines (the request lines of one event-loop turn).
        for (const line of String(chunk).split('\n')) if (line) logLines.push(`${line}\n`);
        done();
      },
    }),
  });
  const doc = t.app.swagger() as unknown as OpenApiDocument;
  const { customer, application } = await startTestApplication(t.app, t.database.db);
  // A shop with a purchase and a dealer with a prescore, so the merchant and dealer APIs are
  // reached with their own keys and, now and then, a real id.
  // Their keys are issued by one administrator, as staff issue them, a fresh key per operation.
  const admin = await loginStaff(
    t.app,
    await createStaffMember(t.database.db, { roles: ['ADMIN'] }),
    '10.65.0.1',
  );
  const merchantId = await createTestMerchant(t.database.db);
  const dealerId = await createTestDealer(t.database.db);
  const issueKey = async (kind: 'merchant' | 'dealer') => {
    const res = await t.app.inject({
      method: 'POST',
      url:
        kind === 'merchant'
          ? `/api/staff/merchants/${merchantId}/api-keys`
          : `/api/staff/dealers/${dealerId}/api-keys`,
      headers: admin.auth,
      remoteAddress: '10.65.0.1',
      ...(kind === 'merchant' ? { payload: { mode: 'live' } } : {}),
    });
    if (res.statusCode !== 201)
      throw new Error(`issuing a ${kind} key failed: ${res.statusCode} ${res.body}`);
    return res.json<{ key: string }>().key;
  };
  const purchase = await createMerchantPurchase(t.app, await issueKey('merchant'));
  const prescore = await createDealerPrescore(t.app, await issueKey('dealer'));
  // A member of staff per staff login, holding every role so the fuzz reaches every staff
  // handler: one member's next login within 30 s would find its authenticator codes taken.
  const staffMembers: StaffCredentials[] = [];
  let logins = 0;
  const report = await fuzzApi(t.app, doc, {
    seed: options.seed,
    requests: options.requests,
    knownValues: {
      id: application.id,
      applicationId: application.id,
      lang: 'hu',
      identifier: 'CREDIT',
      merchantId,
      dealerId,
      publicId: prescore.publicId,
      '/merchant-api/v1/purchases/{id}#id': purchase.id,
      '/merchant-api/v1/purchases/{id}/cancel#id': purchase.id,
      '/merchant-api/v1/purchases/{id}/fulfil#id': purchase.id,
      '/merchant-api/v1/purchases/{id}/refunds#id': purchase.id,
      '/api/credit/purchase/public/{id}#id': purchase.id,
      '/api/credit/purchase/link/{id}#id': purchase.id,
    },
    authorization: async (kind) => {
      logins += 1;
      const ip = `10.66.${Math.floor(logins / 200) % 250}.${logins % 200}`;
      // A fresh key per operation (a key rotation ends the old one), issued by staff as a shop's is.
      if (kind === 'merchant' || kind === 'dealer') return `Bearer ${await issueKey(kind)}`;
      if (kind === 'staff') {
        const staff = await createStaffMember(t.database.db, { roles: [...staffRoles] });
        staffMembers.push(staff);
        return (await loginStaff(t.app, staff, ip)).auth.authorization;
      }
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/bulwark/customer/auth/login',
        remoteAddress: ip,
        payload: { channel: 'EMAIL', email: customer.email, password: customer.password },
      });
      let token = login.headers['x-auth-token'];
      const challenge = login.json<{ secondFactorResponse?: { tokenId: string } }>().secondFactorResponse;
      if (typeof token !== 'string' && challenge) {
        // The fuzz may have switched the second factor on: answer it as the customer would.
        const code = await lastCodeTo(t.database.db, customer.email);
        const completed = await t.app.inject({
          method: 'POST',
          url: '/api/bulwark/customer/auth/complete-login',
          remoteAddress: ip,
          payload: { tokenId: challenge.tokenId, code },
        });
        token = completed.headers['x-auth-token'];
      }
      if (typeof token !== 'string') throw new Error(`login failed: ${login.statusCode} ${login.body}`);
      return `Bearer ${token}`;
    },
  });
  return {
    report,
    doc,
    logLines,
    personalData: [
      customer.email,
      'Anna',
      'Kiss',
      ...staffMembers.map((staff) => staff.email),
      'Teszt Ügyintéző',
    ],
    close: () => t.app.close(),
  };
}
