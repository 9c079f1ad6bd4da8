import { formatDateTime } from '@hitelkapu/domain';
import { AppError } from '../../lib/errors.ts';
import type { ApplicationRow } from '../applications/application-records.service.ts';
import { moveApplication } from '../applications/position-moves.ts';
import { type CustomerRow, findCustomerById } from '../customers/customers.repository.ts';
import { loadOriginals, makeSignedCopy, sha256Hex, storeDocument } from './contract-documents.ts';
import { evaluateSignedApplication, notifyCustomer } from './result.service.ts';
import { type SigningSessionRow, updateSigningSession } from './signing.repository.ts';
import { maskPhone, type RequestOrigin, type Transaction } from './signing-rules.ts';

export interface SigningMoment {
  row: ApplicationRow;
  session: SigningSessionRow;
  customer: CustomerRow;
  origin: RequestOrigin;
  now: Date;
}

/**
 * The right code was given: each original shown at the start gets its signed copy (the
 * original plus the signing clause with the evidence of this signing), and the signing
 * session is closed as signed. Runs inside the transaction that moves the application on.
 */
async function storeSignedCopies(
  tx: Transaction,
  { row, session, customer, origin, now }: SigningMoment,
): Promise<void> {
  // What is signed must be exactly what was shown when the signing started.
  const originals = await loadOriginals(tx, row.id);
  const unchanged =
    originals.length === session.documents.length &&
    session.documents.every((shown) =>
      originals.some(
        (original) =>
          original.id === shown.id &&
          original.sha256 === shown.sha256 &&
          sha256Hex(original.content) === shown.sha256,
      ),
    );
  if (!unchanged) throw new AppError('CONFLICT', 'errors.signing.documentsChanged');

  const signer = (await findCustomerById(tx, customer.id)) ?? customer;
  const evidence = {
    sessionId: session.id,
    signedAt: now,
    ip: origin.ip,
    userAgent: origin.userAgent,
    maskedPhone: signer.phone ? maskPhone(signer.phone) : '',
  };
  for (const original of originals) {
    const copy = await makeSignedCopy(original, { application: row, customer: signer, evidence });
    if (!(await storeDocument(tx, row, copy))) throw new AppError('CONFLICT', 'errors.signing.noOpenSigning');
  }
  await updateSigningSession(tx, session.id, {
    status: 'SIGNED',
    signedAt: now,
    signedIp: origin.ip,
    signedUserAgent: origin.userAgent.slice(0, 500),
  });
}

/**
 * Signs in the transaction of the code check: the signed copies are stored, the application
 * gets signedAt and moves SIGN_WAITING -> UNDER_REVIEW, the customer is told, and a decision
 * that is due is applied at once (APPROVED with the identity verified -> RESULT).
 */
export async function completeSigning(
  tx: Transaction,
  moment: SigningMoment,
  productName: string,
  config: { publicUrl: string },
): Promise<ApplicationRow> {
  const { row, session, customer, origin, now } = moment;
  await storeSignedCopies(tx, moment);
  const signed = await moveApplication(
    tx,
    row,
    'UNDER_REVIEW',
    {
      actor: 'CUSTOMER',
      actorId: customer.id,
      ip: origin.ip,
      detail: {
        signingSessionId: session.id,
        channel: 'SMS',
        documents: session.documents.map((d) => ({ kind: d.kind, sha256: d.sha256 })),
      },
    },
    { signedAt: now, status: 'UNDER_REVIEW' },
  );
  await notifyCustomer(tx, customer.id, {
    name: 'contract-signed',
    productName,
    signedAt: formatDateTime(now),
  });
  return evaluateSignedApplication(tx, signed, { publicUrl: config.publicUrl, now });
}
