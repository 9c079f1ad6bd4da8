import { randomUUID } from 'node:crypto';
import {
  type ApplicationFlowPosition,
  type ApplicationWithResult,
  type ContractErrorReport,
  type DocumentsForSigning,
  formatDateTime,
  formatHuf,
  type LoanApplication,
  type OpenSigningResponse,
  SIGNING_CODE_MAX_ATTEMPTS,
  SIGNING_CODE_TTL_SECONDS,
  type SigningSession,
  type SigningStartResponse,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import type { ChallengeSecrets } from '../../lib/challenge-secrets.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter, type RateLimitRule } from '../../lib/rate-limit.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import {
  type ApplicationRow,
  findCustomerApplication,
  findProductName,
  toLoanApplication,
} from '../applications/application-records.service.ts';
import { applicationMessages } from '../applications/applications.service.ts';
import { type MoveCause, moveApplication } from '../applications/position-moves.ts';
import { CODE_MAX_SENDS, codeErrors, maskTarget, RESEND_INTERVAL_MS } from '../auth/challenges.ts';
import { type CustomerRow, findCustomerById } from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import {
  loadOriginals,
  makeContractDocuments,
  makeSignedCopy,
  sha256Hex,
  storeDocument,
  toSigningDocument,
} from './contract-documents.ts';
import { evaluateSignedApplication, notifyCustomer, withResult } from './result.service.ts';
import {
  findApplicationDocuments,
  findContractProduct,
  findEnabledSignatureMethod,
  findLatestErrorReport,
  findPendingSigningSession,
  findSigningSessionByKey,
  insertContractErrorReport,
  insertSigningSession,
  type SigningSessionRow,
  updateSigningSession,
} from './signing.repository.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Per customer, beside the per-session limits of the code itself (ADR 007). */
export const signingLimits = {
  // Starting answers the open signing again: retries and double clicks cost nothing more.
  startPerCustomer: { name: 'signing-start:customer', limit: 30, windowSeconds: 600 },
  // Five wrong codes end a signing; this stops trying code after code across restarted signings.
  confirmPerCustomer: { name: 'signing-confirm:customer', limit: 15, windowSeconds: 900 },
  resendPerCustomer: { name: 'signing-resend:customer', limit: 10, windowSeconds: 3600 },
  errorReportsPerCustomer: { name: 'contract-error:customer', limit: 10, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

export const signingMessages = {
  notReady:
    'A szerződés és a hiteltájékoztató a személyazonosság sikeres ellenőrzése után érhető el ennél a hitelkérelemnél.',
  notAtSigning: 'A szerződés aláírása a hitelkérelem jelenlegi szakaszában nem indítható.',
  notSignable:
    'A szerződés most nem írható alá. Ha hibát jelzett a dokumentumokban, munkatársunk hamarosan jelentkezik.',
  methodNotAvailable:
    'Ez az aláírási mód ennél a hitelkérelemnél nem választható. Válasszon a felkínáltak közül.',
  noPhone:
    'Az aláírási kódot SMS-ben küldjük, ehhez megerősített telefonszám kell. Adja meg vagy erősítse meg telefonszámát a Profilom oldalon, majd indítsa újra az aláírást.',
  noOpenSigning: 'Nincs folyamatban lévő aláírás. Indítsa el újra az aláírást.',
  codeExpired: 'Az aláírási kód lejárt. Kérjen új kódot a lenti gombbal.',
  wrongCode: (left: number) =>
    `A kód nem megfelelő. Ellenőrizze, és írja be újra. Még ${left} próbálkozása van.`,
  tooManyAttempts:
    'Ötször hibás kódot adott meg, ezért az aláírást biztonsági okból leállítottuk. Indítsa el újra az aláírást; új kódot küldünk.',
  resendLimitValid:
    'Ehhez az aláíráshoz már nem kérhet több kódot. Használja az utoljára kapott kódot, amíg érvényes.',
  resendLimitExpired:
    'Ehhez az aláíráshoz már nem kérhet több kódot, és az utolsó kód is lejárt. Az aláírást leállítottuk: indítsa el újra.',
  documentsChanged:
    'Az aláírandó dokumentumok megváltoztak, amióta megnyitotta őket. Nézze át őket újra, és indítsa újra az aláírást.',
  errorNotAllowed: 'Hibát a szerződésben az aláírás előtt jelezhet, a dokumentumok átnézésekor.',
} as const;

/** Where the customer reads the documents: they are made here the first time they are asked for. */
const DOCUMENT_POSITIONS: readonly ApplicationFlowPosition[] = [
  'CONTRACT_CHECK',
  'SIGN_PREPARATION',
  'SIGN_CHOOSE',
  'SIGN_WAITING',
];
/** Where signing may be started: the customer's own steps up to SIGN_CHOOSE are walked on their behalf. */
const START_POSITIONS: readonly ApplicationFlowPosition[] = [
  'CONTRACT_CHECK',
  'SIGN_PREPARATION',
  'SIGN_CHOOSE',
];
/** Where "error found" stops signing: the documents are being read, or the code is awaited. */
const ERROR_REPORT_POSITIONS: readonly ApplicationFlowPosition[] = DOCUMENT_POSITIONS;

const notFound = () => new AppError('NOT_FOUND', applicationMessages.notFound);

/** `+36 30 *** **67`; another format keeps only its last two digits. */
export function maskPhone(phone: string): string {
  const masked = maskTarget(phone);
  return masked !== phone ? masked : phone.replace(/\d(?=(?:\D*\d){2})/g, '*');
}

export function describeSigningSession(row: SigningSessionRow, phone: string | null): SigningSession {
  return {
    signingSessionId: row.id,
    type: row.type,
    channel: 'SMS',
    maskedPhone: phone ? maskPhone(phone) : '',
    expiresAt: row.codeExpiresAt.toISOString(),
    attemptsLeft: Math.max(0, SIGNING_CODE_MAX_ATTEMPTS - row.attempts),
    resendAvailableAt: new Date(row.codeSentAt.getTime() + RESEND_INTERVAL_MS).toISOString(),
  };
}

export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

type ConfirmOutcome =
  | { kind: 'signed'; row: ApplicationRow }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'cancelled' };

type ResendOutcome =
  | { kind: 'sent'; session: SigningSessionRow }
  | { kind: 'exhausted'; expired: boolean }
  | { kind: 'tooSoon'; seconds: number };

export interface SigningDeps {
  db: Db;
  limiter: RateLimiter;
  secrets: ChallengeSecrets;
  config: { publicUrl: string };
}

export function createSigningService({ db, limiter, secrets, config }: SigningDeps) {
  async function requireApplication(customerId: string, id: string): Promise<ApplicationRow> {
    const row = await findCustomerApplication(db, customerId, id);
    if (!row) throw notFound();
    return row;
  }

  async function lock(tx: Transaction, customerId: string, id: string): Promise<ApplicationRow> {
    const row = await findCustomerApplication(tx, customerId, id, { forUpdate: true });
    if (!row) throw notFound();
    return row;
  }

  /**
   * Makes the contract and the SECCI of an application the first time they are needed. The
   * row lock lets one request make them while concurrent ones wait and then find them; the
   * unique index on (application, kind) would keep a second copy out even without it.
   */
  async function ensureContractDocuments(customer: CustomerRow, application: ApplicationRow) {
    const existing = await findApplicationDocuments(db, application.id, ['CONTRACT', 'SECCI']);
    if (existing.length === 2) return;
    const product = await findContractProduct(db, application.offerId);
    if (!product) throw new Error(`application ${application.id} names no product`);
    await db.transaction(async (tx) => {
      const row = await lock(tx, customer.id, application.id);
      const stored = await findApplicationDocuments(tx, row.id, ['CONTRACT', 'SECCI']);
      const missing = (['CONTRACT', 'SECCI'] as const).filter((kind) => !stored.some((d) => d.kind === kind));
      if (missing.length === 0) return;
      const made = await makeContractDocuments(
        { application: row, customer, product, issuedAt: new Date() },
        missing,
      );
      for (const document of made) await storeDocument(tx, row, document);
    });
  }

  return {
    /**
     * GET documents-for-signing: the contract and the SECCI while they are read and signed
     * (made on the first request), the signed copies once signed, the unsigned ones kept for
     * reference while a reported error is looked at; before the contract stage, 409.
     */
    async documentsForSigning(customer: CustomerRow, id: string): Promise<DocumentsForSigning> {
      const row = await requireApplication(customer.id, id);
      let kinds: ('CONTRACT' | 'SECCI' | 'SIGNED_CONTRACT' | 'SIGNED_SECCI')[];
      if (row.signedAt) {
        kinds = ['SIGNED_CONTRACT', 'SIGNED_SECCI'];
      } else if (DOCUMENT_POSITIONS.includes(row.position)) {
        await ensureContractDocuments(customer, row);
        kinds = ['CONTRACT', 'SECCI'];
      } else if (row.position === 'OFFLINE_UNDER_REVIEW') {
        kinds = ['CONTRACT', 'SECCI'];
      } else {
        throw new AppError('CONFLICT', signingMessages.notReady);
      }
      const documents = await findApplicationDocuments(db, row.id, kinds);
      const order = (kind: string) => kinds.indexOf(kind as (typeof kinds)[number]);
      return {
        state: row.signatureState,
        documents: documents.sort((a, b) => order(a.kind) - order(b.kind)).map(toSigningDocument),
      };
    },

    /**
     * PATCH loan-application-signature/error-found: the customer found something wrong in the
     * documents. Signing stops (an open signing is cancelled), the report is stored and the
     * application goes to a person (OFFLINE_UNDER_REVIEW, signature state ERROR_FOUND). The
     * same report sent twice is stored once.
     */
    async reportError(
      customer: CustomerRow,
      report: ContractErrorReport,
      ip: string,
    ): Promise<LoanApplication> {
      await enforceLimit(limiter, signingLimits.errorReportsPerCustomer, customer.id);
      await requireApplication(customer.id, report.applicationId);
      const row = await db.transaction(async (tx) => {
        const locked = await lock(tx, customer.id, report.applicationId);
        if (locked.position === 'OFFLINE_UNDER_REVIEW' && locked.signatureState === 'ERROR_FOUND') {
          const latest = await findLatestErrorReport(tx, locked.id);
          if (latest?.description !== report.description)
            await insertContractErrorReport(tx, {
              applicationId: locked.id,
              customerId: customer.id,
              description: report.description,
            });
          return locked;
        }
        if (!ERROR_REPORT_POSITIONS.includes(locked.position) || locked.signedAt)
          throw new AppError('CONFLICT', signingMessages.errorNotAllowed);
        const pending = await findPendingSigningSession(tx, locked.id);
        if (pending) await updateSigningSession(tx, pending.id, { status: 'CANCELLED' });
        await insertContractErrorReport(tx, {
          applicationId: locked.id,
          customerId: customer.id,
          description: report.description,
        });
        return moveApplication(
          tx,
          locked,
          'OFFLINE_UNDER_REVIEW',
          {
            actor: 'CUSTOMER',
            actorId: customer.id,
            ip,
            detail: { reason: 'ERROR_FOUND', ...(pending ? { cancelledSigningSessionId: pending.id } : {}) },
          },
          { signatureState: 'ERROR_FOUND' },
        );
      });
      return toLoanApplication(row);
    },

    /**
     * POST document-signing/start: one signing per application whatever the retries. Under
     * the row lock an open signing (or the one this Idempotency-Key started) is answered
     * again without a new code; otherwise the application walks CONTRACT_CHECK ->
     * SIGN_PREPARATION -> SIGN_CHOOSE (the customer's own steps, recorded) -> SIGN_WAITING,
     * a signing session names the documents shown (id and SHA-256), and the code goes out by
     * SMS in the same transaction; only its keyed hash is stored.
     */
    async start(
      customer: CustomerRow,
      id: string,
      type: string,
      idempotencyKey: string,
      origin: RequestOrigin,
    ): Promise<SigningStartResponse> {
      await enforceLimit(limiter, signingLimits.startPerCustomer, customer.id);
      const application = await requireApplication(customer.id, id);
      const method = await findEnabledSignatureMethod(db, type);
      if (START_POSITIONS.includes(application.position) && application.signatureState === 'READY')
        await ensureContractDocuments(customer, application);

      const answer = (row: ApplicationRow, session: SigningSessionRow): SigningStartResponse => ({
        application: toLoanApplication(row),
        signing: describeSigningSession(session, customer.phone),
      });

      try {
        return await db.transaction(async (tx) => {
          const row = await lock(tx, customer.id, id);
          const pending = await findPendingSigningSession(tx, row.id);
          if (pending) return answer(row, pending);
          const earlier = await findSigningSessionByKey(tx, row.id, idempotencyKey);
          if (earlier) return answer(row, earlier);

          if (!START_POSITIONS.includes(row.position))
            throw new AppError('CONFLICT', signingMessages.notAtSigning);
          if (row.signatureState !== 'READY') throw new AppError('CONFLICT', signingMessages.notSignable);
          if (!method || !row.sigTypes.includes(method.code))
            throw new AppError('VALIDATION_FAILED', signingMessages.methodNotAvailable, {
              type: 'validation.notExpected',
            });
          if (!customer.phone || !customer.phoneConfirmedAt)
            throw new AppError('CONFLICT', signingMessages.noPhone);
          const originals = await findApplicationDocuments(tx, row.id, ['CONTRACT', 'SECCI']);
          if (originals.length !== 2) throw new AppError('CONFLICT', signingMessages.notReady);

          const cause: MoveCause = { actor: 'CUSTOMER', actorId: customer.id, ip: origin.ip };
          let at = row;
          if (at.position === 'CONTRACT_CHECK')
            at = await moveApplication(tx, at, 'SIGN_PREPARATION', cause, {}, { as: 'customer' });
          if (at.position === 'SIGN_PREPARATION')
            at = await moveApplication(tx, at, 'SIGN_CHOOSE', cause, {}, { as: 'customer' });

          const sessionId = randomUUID();
          const code = secrets.newCode();
          const now = new Date();
          const session = await insertSigningSession(tx, {
            id: sessionId,
            applicationId: row.id,
            customerId: customer.id,
            type: method.code,
            codeHash: secrets.codeHash(sessionId, code),
            codeSentAt: now,
            codeExpiresAt: new Date(now.getTime() + SIGNING_CODE_TTL_SECONDS * 1000),
            documents: originals.map((original) => ({
              id: original.id,
              kind: original.kind,
              sha256: original.sha256,
            })),
            idempotencyKey,
          });
          const moved = await moveApplication(tx, at, 'SIGN_WAITING', {
            ...cause,
            detail: {
              signingSessionId: sessionId,
              type: method.code,
              channel: 'SMS',
              maskedPhone: maskPhone(customer.phone),
            },
          });
          await enqueueMessage(tx, {
            channel: 'SMS',
            recipient: customer.phone,
            template: { name: 'signing-code', code, amount: formatHuf(row.amount) },
          });
          return answer(moved, session);
        });
      } catch (error) {
        // Only if the row lock were bypassed: the one-pending index let a single signing in.
        if (!isUniqueViolation(error)) throw error;
        const row = await requireApplication(customer.id, id);
        const pending = await findPendingSigningSession(db, row.id);
        if (!pending) throw error;
        return answer(row, pending);
      }
    },

    /** GET document-signing: the open signing; 404 when there is none. */
    async getOpenSigning(customer: CustomerRow, id: string): Promise<OpenSigningResponse> {
      const row = await requireApplication(customer.id, id);
      const pending = await findPendingSigningSession(db, row.id);
      return { signing: pending ? describeSigningSession(pending, customer.phone) : null };
    },

    /**
     * POST document-signing/resend: a new code for the open signing, a minute apart and five
     * codes per signing in all (ADR 007). With every code used up and the last one expired
     * the signing ends and the customer starts again from the choice of method.
     */
    async resend(customer: CustomerRow, id: string, origin: RequestOrigin): Promise<SigningSession> {
      await enforceLimit(limiter, signingLimits.resendPerCustomer, customer.id);
      await requireApplication(customer.id, id);
      const outcome = await db.transaction(async (tx): Promise<ResendOutcome> => {
        const row = await lock(tx, customer.id, id);
        const pending = await findPendingSigningSession(tx, row.id);
        if (!pending || row.position !== 'SIGN_WAITING')
          throw new AppError('CONFLICT', signingMessages.noOpenSigning);
        if (!customer.phone) throw new AppError('CONFLICT', signingMessages.noPhone);
        const now = new Date();
        if (pending.sendCount >= CODE_MAX_SENDS) {
          const expired = pending.codeExpiresAt <= now;
          if (expired) {
            await updateSigningSession(tx, pending.id, { status: 'EXPIRED' });
            await moveApplication(tx, row, 'SIGN_CHOOSE', {
              actor: 'CUSTOMER',
              actorId: customer.id,
              ip: origin.ip,
              detail: { signingSessionId: pending.id, reason: 'CODES_USED_UP' },
            });
          }
          return { kind: 'exhausted', expired };
        }
        const waitMs = pending.codeSentAt.getTime() + RESEND_INTERVAL_MS - now.getTime();
        if (waitMs > 0) return { kind: 'tooSoon', seconds: Math.ceil(waitMs / 1000) };
        const code = secrets.newCode();
        const session = await updateSigningSession(tx, pending.id, {
          codeHash: secrets.codeHash(pending.id, code),
          codeSentAt: now,
          codeExpiresAt: new Date(now.getTime() + SIGNING_CODE_TTL_SECONDS * 1000),
          attempts: 0,
          sendCount: pending.sendCount + 1,
        });
        await enqueueMessage(tx, {
          channel: 'SMS',
          recipient: customer.phone,
          template: { name: 'signing-code', code, amount: formatHuf(row.amount) },
        });
        return { kind: 'sent', session };
      });
      switch (outcome.kind) {
        case 'sent':
          return describeSigningSession(outcome.session, customer.phone);
        case 'tooSoon':
          throw codeErrors.tooSoon(outcome.seconds);
        case 'exhausted':
          throw new AppError(
            'CONFLICT',
            outcome.expired ? signingMessages.resendLimitExpired : signingMessages.resendLimitValid,
          );
      }
    },

    /**
     * POST document-signing/confirm. A wrong code counts against the signing and is kept
     * even though the request fails; the fifth cancels the signing and the application goes
     * back to SIGN_CHOOSE. The right code signs in one transaction: the signed copies (the
     * shown original plus the signing clause) are stored, the application gets signedAt and
     * moves SIGN_WAITING -> UNDER_REVIEW, the customer is told, and a due decision is
     * applied at once (APPROVED with the identity verified -> RESULT). A second confirm of a
     * signed application answers the same outcome.
     */
    async confirm(
      customer: CustomerRow,
      id: string,
      code: string,
      origin: RequestOrigin,
    ): Promise<ApplicationWithResult> {
      await enforceLimit(limiter, signingLimits.confirmPerCustomer, customer.id);
      const application = await requireApplication(customer.id, id);
      const productName = (await findProductName(db, application.offerId)) ?? '';

      const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
        const row = await lock(tx, customer.id, id);
        const session = await findPendingSigningSession(tx, row.id);
        if (!session) {
          if (row.signedAt) return { kind: 'signed', row };
          throw new AppError('CONFLICT', signingMessages.noOpenSigning);
        }
        if (row.position !== 'SIGN_WAITING') throw new AppError('CONFLICT', signingMessages.noOpenSigning);
        const now = new Date();
        if (session.codeExpiresAt <= now) throw new AppError('CONFLICT', signingMessages.codeExpired);

        if (!secrets.matches(session.codeHash, secrets.codeHash(session.id, code))) {
          const attempts = session.attempts + 1;
          if (attempts < SIGNING_CODE_MAX_ATTEMPTS) {
            await updateSigningSession(tx, session.id, { attempts });
            return { kind: 'wrong', attemptsLeft: SIGNING_CODE_MAX_ATTEMPTS - attempts };
          }
          await updateSigningSession(tx, session.id, { attempts, status: 'CANCELLED' });
          await moveApplication(tx, row, 'SIGN_CHOOSE', {
            actor: 'CUSTOMER',
            actorId: customer.id,
            ip: origin.ip,
            detail: { signingSessionId: session.id, reason: 'TOO_MANY_ATTEMPTS' },
          });
          return { kind: 'cancelled' };
        }

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
        if (!unchanged) throw new AppError('CONFLICT', signingMessages.documentsChanged);

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
          if (!(await storeDocument(tx, row, copy)))
            throw new AppError('CONFLICT', signingMessages.noOpenSigning);
        }
        await updateSigningSession(tx, session.id, {
          status: 'SIGNED',
          signedAt: now,
          signedIp: origin.ip,
          signedUserAgent: origin.userAgent.slice(0, 500),
        });
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
        return {
          kind: 'signed',
          row: await evaluateSignedApplication(tx, signed, { publicUrl: config.publicUrl, now }),
        };
      });

      switch (outcome.kind) {
        case 'wrong':
          throw new AppError('VALIDATION_FAILED', signingMessages.wrongCode(outcome.attemptsLeft), {
            code: 'validation.code',
          });
        case 'cancelled':
          throw new AppError('CONFLICT', signingMessages.tooManyAttempts);
        case 'signed':
          return withResult(db, outcome.row);
      }
    },
  };
}

export type SigningService = ReturnType<typeof createSigningService>;
