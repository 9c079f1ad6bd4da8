import type { ApplicationWithResult, FinishResponse, LoanApplication } from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { findCustomerApplication } from '../modules/applications/applications.repository.ts';
import { moveApplication } from '../modules/applications/position-moves.ts';
import { lastCodeTo, uniquePhone } from './accounts.ts';
import { fillTestApplication, startTestApplication } from './application.ts';

/**
 * An application of any source at CONTRACT_CHECK, as the identity-verification callback leaves
 * it: filled in, scored through POST finish, then moved KYC_PREPARATION -> KYC_CHOOSE ->
 * KYC_WAITING -> CONTRACT_CHECK in the database with identityVerifiedAt and signature state
 * READY. The customer gets a confirmed phone number (the signing code goes there) unless
 * `phone` is false. Answer overrides steer scoring, e.g. `{ income_channel: 'cash' }` for MANUAL.
 */
export async function bringToContractCheck(
  app: FastifyInstance,
  db: Db,
  customer: { email: string; auth: { authorization: string } },
  application: LoanApplication,
  options: { overrides?: Record<string, string>; phone?: boolean; identityVerified?: boolean } = {},
) {
  await fillTestApplication(app, customer.auth, application, options.overrides ?? {});
  const finished = await app.inject({
    method: 'POST',
    url: `/api/credit/loan-application/${application.id}/finish`,
    headers: { ...customer.auth, 'idempotency-key': crypto.randomUUID() },
  });
  if (finished.statusCode !== 200) throw new Error(`finish: ${finished.statusCode} ${finished.body}`);
  const { scoring, application: scored } = finished.json<FinishResponse>();
  if (scored.currentPosition !== 'KYC_PREPARATION')
    throw new Error(`finish left the application at ${scored.currentPosition} (${scoring.decision})`);

  const phone = options.phone === false ? null : uniquePhone();
  const [owner] = phone
    ? await db
        .update(customers)
        .set({ phone, phoneConfirmedAt: new Date() })
        .where(eq(customers.email, customer.email))
        .returning({ id: customers.id })
    : await db.select({ id: customers.id }).from(customers).where(eq(customers.email, customer.email));
  if (!owner) throw new Error('the test customer vanished');

  await db.transaction(async (tx) => {
    let row = await findCustomerApplication(tx, owner.id, scored.id, { forUpdate: true });
    if (!row) throw new Error('the application vanished');
    const cause = { actor: 'CUSTOMER' as const, actorId: owner.id };
    row = await moveApplication(tx, row, 'KYC_CHOOSE', cause, {}, { as: 'customer' });
    row = await moveApplication(tx, row, 'KYC_WAITING', cause);
    await moveApplication(
      tx,
      row,
      'CONTRACT_CHECK',
      { actor: 'PROVIDER', detail: { verdict: 'VERIFIED' } },
      {
        signatureState: 'READY',
        identityVerifiedAt: options.identityVerified === false ? null : new Date(),
      },
    );
  });
  return { ownerId: owner.id, phone, scoring, applicationId: scored.id };
}

/** A personal-loan application at CONTRACT_CHECK (see bringToContractCheck). */
export async function applicationAtContractCheck(
  app: FastifyInstance,
  db: Db,
  options: { overrides?: Record<string, string>; phone?: boolean; identityVerified?: boolean } = {},
) {
  const { customer, application } = await startTestApplication(app, db);
  const { ownerId, phone, scoring, applicationId } = await bringToContractCheck(
    app,
    db,
    customer,
    application,
    options,
  );
  return { customer: { ...customer, id: ownerId, phone }, scoring, applicationId };
}

/** Signs an application at CONTRACT_CHECK with the SMS code sent to the customer's phone. */
export async function signByCode(
  app: FastifyInstance,
  db: Db,
  auth: { authorization: string },
  applicationId: string,
  phone: string | null,
): Promise<ApplicationWithResult> {
  const url = `/api/credit/loan-application/${applicationId}`;
  const started = await app.inject({
    method: 'POST',
    url: `${url}/document-signing/start`,
    headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    payload: { type: 'SMS_OTP' },
  });
  if (started.statusCode !== 200) throw new Error(`signing start: ${started.statusCode} ${started.body}`);
  const confirmed = await app.inject({
    method: 'POST',
    url: `${url}/document-signing/confirm`,
    headers: auth,
    payload: { code: await lastSigningCode(db, phone) },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`signing confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed.json<ApplicationWithResult>();
}

export type SigningApplicant = Awaited<ReturnType<typeof applicationAtContractCheck>>['customer'];

/** The signing code of the newest SMS to the customer's phone. */
export async function lastSigningCode(db: Db, phone: string | null): Promise<string> {
  if (!phone) throw new Error('the customer has no phone');
  return lastCodeTo(db, phone);
}
