import type {
  FinishResponse,
  IdentificationStartResponse,
  KycCallback,
  LoanApplication,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { fillTestApplication, multipartBody, startTestApplication } from './application.ts';
import { jpegImage } from './upload-files.ts';

type Auth = { authorization: string };

function expectStatus(res: { statusCode: number; body: string }, status: number, what: string): void {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/** A vendor's callback that the customer passed, with the sandbox's evidence; fields can be replaced. */
export function verifiedKycCallback(
  fields: Partial<KycCallback> & Pick<KycCallback, 'eventId' | 'providerReference' | 'occurredAt'>,
): KycCallback {
  return {
    outcome: 'VERIFIED',
    declineReason: null,
    evidence: {
      documentType: 'ID_CARD',
      documentSha256: 'a'.repeat(64),
      selfieSha256: 'b'.repeat(64),
      livenessPassed: true,
    },
    ...fields,
  };
}

/** A real 1 x 1 PNG image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A real 1 x 1 JPEG image. */
export const TINY_JPEG = jpegImage(1, 1);

/** A customer whose complete application was approved by finish: it stands at KYC_PREPARATION. */
export async function applicationAtKycPreparation(app: FastifyInstance, db: Db) {
  const started = await startTestApplication(app, db);
  const filled = await fillTestApplication(app, started.customer.auth, started.application);
  const finished = await app.inject({
    method: 'POST',
    url: `/api/credit/loan-application/${filled.id}/finish`,
    headers: { ...started.customer.auth, 'idempotency-key': crypto.randomUUID() },
  });
  expectStatus(finished, 200, 'finishing the application');
  const application: LoanApplication = finished.json<FinishResponse>().application;
  if (application.currentPosition !== 'KYC_PREPARATION')
    throw new Error(`finish left the application at ${application.currentPosition}`);
  return { ...started, application };
}

/** POST identification/start with the sandbox method. */
export function startIdentification(
  app: FastifyInstance,
  auth: Auth,
  id: string,
  options: { key?: string | null; type?: string } = {},
) {
  const key = options.key === undefined ? crypto.randomUUID() : options.key;
  return app.inject({
    method: 'POST',
    url: `/api/credit/loan-application/${id}/identification/start`,
    headers: { ...auth, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: { type: options.type ?? 'SANDBOX' },
  });
}

/** The sandbox page's form as a browser sends it (multipart, the clicked button's outcome). */
export function sandboxForm(
  fields: {
    document?: Buffer | null;
    selfie?: Buffer | null;
    documentType?: string;
    outcome?: 'VERIFIED' | 'DECLINED';
    declineReason?: string;
  } = {},
) {
  const parts: { name: string; value: string | Buffer; filename?: string }[] = [
    { name: 'documentType', value: fields.documentType ?? 'ID_CARD' },
  ];
  if (fields.document !== null)
    parts.push({ name: 'document', value: fields.document ?? TINY_PNG, filename: 'okmany.png' });
  if (fields.selfie !== null)
    parts.push({ name: 'selfie', value: fields.selfie ?? TINY_JPEG, filename: 'szelfi.jpg' });
  parts.push({ name: 'declineReason', value: fields.declineReason ?? 'DOCUMENT_UNREADABLE' });
  parts.push({ name: 'outcome', value: fields.outcome ?? 'VERIFIED' });
  return multipartBody(parts);
}

/**
 * Passes identity verification the way the customer does: start with the sandbox method,
 * submit the sandbox page with two images and "verified"; the sandbox's callback moves the
 * application to CONTRACT_CHECK.
 */
export async function passIdentification(app: FastifyInstance, auth: Auth, id: string) {
  const started = await startIdentification(app, auth, id);
  expectStatus(started, 200, 'starting identification');
  const { redirectUrl } = started.json<IdentificationStartResponse>();
  const form = sandboxForm({ outcome: 'VERIFIED' });
  const submitted = await app.inject({
    method: 'POST',
    url: new URL(redirectUrl).pathname,
    headers: form.headers,
    payload: form.payload,
  });
  expectStatus(submitted, 303, 'submitting the sandbox page');
  const status = await app.inject({
    method: 'GET',
    url: `/api/credit/my-loan-application/${id}`,
    headers: auth,
  });
  expectStatus(status, 200, 'reading the application');
  const application = status.json<LoanApplication>();
  if (application.currentPosition !== 'CONTRACT_CHECK')
    throw new Error(`identification left the application at ${application.currentPosition}`);
  return application;
}
