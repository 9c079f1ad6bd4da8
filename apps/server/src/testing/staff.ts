import type {
  FinishResponse,
  LoanApplication,
  StaffLoginResponse,
  StaffRole,
  StaffSession,
} from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { contractErrorReports, customerDocuments, loanApplications } from '../db/schema/index.ts';
import { updateApplication } from '../modules/applications/applications.repository.ts';
import { moveApplication } from '../modules/applications/position-moves.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertStaffIfMissing } from '../modules/staff/staff.repository.ts';
import { totpCode } from '../modules/staff/staff-totp.ts';
import { STRONG_PASSWORD, uniqueEmail } from './accounts.ts';
import { fillTestApplication, SMALL_PDF, startTestApplication } from './application.ts';

export interface StaffCredentials {
  email: string;
  password: string;
  name: string;
  roles: StaffRole[];
  /** The authenticator secret, known after the first login has set one up. */
  totpSecret?: string;
}

/** A staff account straight in the database, as the seed adds one; a reviewer by default. */
export async function createStaffMember(
  db: Db,
  options: { email?: string; password?: string; name?: string; roles?: StaffRole[] } = {},
): Promise<StaffCredentials> {
  const email = options.email ?? uniqueEmail('ugyintezo');
  const password = options.password ?? STRONG_PASSWORD;
  const name = options.name ?? 'Teszt Ügyintéző';
  const roles = options.roles ?? ['REVIEWER'];
  await insertStaffIfMissing(db, { email, name, roles, passwordHash: await hashPassword(password) });
  return { email, password, name, roles };
}

/** The password step of the staff login. */
export async function staffPasswordStep(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  remoteAddress = '10.9.0.1',
): Promise<StaffLoginResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/auth/login',
    remoteAddress,
    payload: { email: credentials.email, password: credentials.password },
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  return res.json<StaffLoginResponse>();
}

/**
 * Logs a staff member in with both steps, as a person with an authenticator app would: the
 * first login sets the authenticator up (its secret is kept on the credentials). A code whose
 * step was taken already (a second login within 30 seconds) is followed by the next step's,
 * which the server takes as a clock a little ahead.
 */
export async function loginStaff(
  app: FastifyInstance,
  credentials: { email: string; password: string; totpSecret?: string },
  remoteAddress = '10.9.0.1',
) {
  const first = await staffPasswordStep(app, credentials, remoteAddress);
  if (first.step === 'ENROL') credentials.totpSecret = first.secret;
  const secret = credentials.totpSecret;
  if (!secret) throw new Error('staff member has an authenticator the test does not know');
  for (const ahead of [0, 30_000]) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff/auth/second-factor',
      remoteAddress,
      payload: { challenge: first.challenge, code: totpCode(secret, Date.now() + ahead) },
    });
    if (res.statusCode === 200) {
      const body = res.json<StaffSession>();
      return { ...body, auth: { authorization: `Bearer ${body.token}` } };
    }
    if (!res.body.includes('errors.staffAuth.codeUsed'))
      throw new Error(`staff second factor failed: ${res.statusCode} ${res.body}`);
  }
  throw new Error('staff second factor: every code was taken');
}

/** An income paid in cash is referred to a person (finance/application-scoring.ts). */
export const manualAnswers = { income_channel: 'cash' } as const;

async function rowOf(db: Db, id: string) {
  const [row] = await db.select().from(loanApplications).where(eq(loanApplications.id, id));
  if (!row) throw new Error(`application ${id} is gone`);
  return row;
}

/**
 * A finished (scored) application: MANUAL by default, APPROVED with `manual: false`. The
 * identity check, the contract and signing belong to other modules: the application is put
 * where they leave it (`at`) straight in the database.
 */
async function scoredApplication(app: FastifyInstance, db: Db, manual: boolean) {
  const started = await startTestApplication(app, db);
  const filled = await fillTestApplication(
    app,
    started.customer.auth,
    started.application,
    manual ? manualAnswers : {},
  );
  const finished = await app.inject({
    method: 'POST',
    url: `/api/credit/loan-application/${filled.id}/finish`,
    headers: { ...started.customer.auth, 'idempotency-key': crypto.randomUUID() },
  });
  if (finished.statusCode !== 200) throw new Error(`finish failed: ${finished.body}`);
  const { scoring } = finished.json<FinishResponse>();
  if (scoring.decision !== (manual ? 'MANUAL' : 'APPROVED'))
    throw new Error(`scored ${scoring.decision}, not ${manual ? 'MANUAL' : 'APPROVED'}`);
  return { customer: started.customer, application: filled as LoanApplication, scoring };
}

/**
 * A signed application waiting for review (UNDER_REVIEW): identity verified, then signed,
 * the last move made with moveApplication as signing makes it.
 */
export async function createApplicationUnderReview(
  app: FastifyInstance,
  db: Db,
  options: { manual?: boolean } = {},
) {
  const scored = await scoredApplication(app, db, options.manual ?? true);
  const id = scored.application.id;
  const verifiedAt = new Date(Date.now() - 60 * 60_000);
  await updateApplication(db, id, {
    position: 'SIGN_WAITING',
    identityVerifiedAt: verifiedAt,
    signatureState: 'READY',
  });
  const signedAt = new Date(Date.now() - 30 * 60_000);
  const signing = await rowOf(db, id);
  await db.transaction((tx) =>
    moveApplication(tx, signing, 'UNDER_REVIEW', { actor: 'CUSTOMER' }, { signedAt }),
  );
  return { ...scored, verifiedAt, signedAt };
}

/**
 * An application whose customer reported an error in the contract (OFFLINE_UNDER_REVIEW),
 * with its generated contract and SECCI stored and the report open.
 */
export async function createApplicationWithContractError(
  app: FastifyInstance,
  db: Db,
  description = 'A születési helyem hibásan szerepel a szerződésben: Székesfehérvár helyett Szeged.',
) {
  const scored = await scoredApplication(app, db, false);
  const id = scored.application.id;
  await updateApplication(db, id, {
    position: 'CONTRACT_CHECK',
    identityVerifiedAt: new Date(),
    signatureState: 'READY',
  });
  const customerId = (await rowOf(db, id)).customerId;
  for (const kind of ['CONTRACT', 'SECCI'] as const) {
    await db.insert(customerDocuments).values({
      customerId,
      applicationId: id,
      kind,
      originalName: `${kind.toLowerCase()}.pdf`,
      storedName: `${id}-${kind}-${crypto.randomUUID()}.pdf`,
      contentType: 'application/pdf',
      size: SMALL_PDF.length,
      sha256: 'teszt',
      content: SMALL_PDF,
    });
  }
  await db.insert(contractErrorReports).values({ applicationId: id, customerId, description });
  const checking = await rowOf(db, id);
  await db.transaction((tx) =>
    moveApplication(
      tx,
      checking,
      'OFFLINE_UNDER_REVIEW',
      { actor: 'CUSTOMER' },
      { signatureState: 'ERROR_FOUND' },
    ),
  );
  return { ...scored, description };
}
