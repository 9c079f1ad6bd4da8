import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { type KycCallback, type KycDeclineReason, kycDeclineReasons } from '@hitelkapu/domain';
import { MAX_DOCUMENT_BYTES } from '@hitelkapu/domain/rules/flow';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { deriveServerSecret, type ServerKeys } from '../../lib/keys.ts';
import { type Poller, startPoller } from '../../lib/poller.ts';
import { checkUploadContent, MAX_IMAGE_PIXELS } from '../../lib/upload-content.ts';
import { createSandboxKycProvider, type KycProvider, signKycCallback } from '../../providers/kyc.ts';
import { retryDelayMs } from '../outbox/outbox.service.ts';
import type { CallbackTransport } from './callback-transport.ts';
import {
  claimDueSandboxCallbacks,
  findSandboxSession,
  insertSandboxSession,
  markSandboxCallbackDelivered,
  markSandboxCallbackFailed,
  recordSandboxVerdict,
  type SandboxSession,
} from './kyc-sandbox.repository.ts';

/** How long the customer has to finish the sandbox check. */
export const SANDBOX_SESSION_TTL_SECONDS = 30 * 60;
/** 30 s doubling, capped at an hour (the outbox's schedule): about a day of retries in all. */
export const MAX_CALLBACK_ATTEMPTS = 30;
/** The largest image the sandbox accepts, like a customer document. */
export const MAX_SANDBOX_IMAGE_BYTES = MAX_DOCUMENT_BYTES;
/** While one sender delivers a callback, nobody else picks it up for this long. */
const DELIVERY_CLAIM_MS = 5 * 60_000;

export const sandboxDocumentTypes = ['ID_CARD', 'PASSPORT', 'DRIVING_LICENCE'] as const;
export type SandboxDocumentType = (typeof sandboxDocumentTypes)[number];

/** A reference is 32 bytes of HMAC in base64url. */
const REFERENCE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const sandboxMessages = {
  missingDocument: 'Töltse fel az okmány fényképét.',
  missingSelfie: 'Töltse fel a magáról készült fényképet.',
  notImage: (what: string) =>
    `${what} nem JPEG vagy PNG kép. A fájl tartalmát ellenőrizzük, nem a nevét: készítsen új fényképet, vagy válasszon JPEG vagy PNG képet.`,
  tooLarge: (what: string) =>
    `${what} túl nagy: legfeljebb ${Math.floor(MAX_SANDBOX_IMAGE_BYTES / (1024 * 1024))} MB lehet. Egy kisebb felbontású fénykép is elég.`,
  unreadable: (what: string) =>
    `${what} sérült vagy hiányos, ezért nem tudjuk megnyitni. Készítsen új fényképet, vagy válasszon másik JPEG vagy PNG képet.`,
  tooManyPixels: (what: string) =>
    `${what} túl nagy felbontású: legfeljebb ${MAX_IMAGE_PIXELS / 1_000_000} megapixeles lehet. Egy kisebb felbontású fénykép is elég.`,
  invalidChoice: 'Válasszon a felkínált lehetőségek közül.',
  invalidForm: 'Az űrlap hiányos vagy hibás. Töltse ki újra.',
} as const;

/** What the sandbox tester sent from the page. */
export interface SandboxSubmission {
  documentType: string | undefined;
  outcome: string | undefined;
  declineReason: string | undefined;
  document: SandboxImage | undefined;
  selfie: SandboxImage | undefined;
}

export interface SandboxImage {
  content: Buffer;
  truncated: boolean;
}

/** A submission the page must show again with these messages (by field name). */
export class SandboxFormError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super('the sandbox form was refused');
    this.name = 'SandboxFormError';
  }
}

export type SandboxPageState =
  | { state: 'OPEN'; session: SandboxSession }
  | { state: 'DONE'; session: SandboxSession }
  | { state: 'EXPIRED'; session: SandboxSession }
  | { state: 'MISSING' };

export interface SandboxKycVendorDeps {
  db: Db;
  /** Where the sandbox pages are served: the portal's own origin. */
  publicUrl: string;
  webhookSecret: Buffer;
  transport: CallbackTransport;
  log: FastifyBaseLogger;
}

/**
 * The webhook secret shared by the sandbox vendor and the portal's sandbox adapter: the
 * configured KYC_SANDBOX_WEBHOOK_SECRET, else derived from the server keys (HKDF) so that
 * every instance with the same signing key agrees. Never logged.
 */
export function sandboxWebhookSecret(
  configured: string | undefined,
  keys: Pick<ServerKeys, 'secretHashKey'>,
): Buffer {
  return configured ? Buffer.from(configured, 'utf8') : deriveServerSecret(keys, 'kyc sandbox webhook');
}

function isDeclineReason(value: string | undefined): value is KycDeclineReason {
  return (kycDeclineReasons as readonly string[]).includes(value ?? '');
}

function isDocumentType(value: string | undefined): value is SandboxDocumentType {
  return (sandboxDocumentTypes as readonly string[]).includes(value ?? '');
}

/** An image by its content (a JPEG or PNG that decodes within the pixel limit), whatever the browser called it. */
async function checkImage(
  image: SandboxImage | undefined,
  what: string,
  missing: string,
): Promise<string | null> {
  if (!image || image.content.length === 0) return missing;
  if (image.truncated) return sandboxMessages.tooLarge(what);
  const checked = await checkUploadContent(image.content, ['image/jpeg', 'image/png']);
  if (checked.ok) return null;
  switch (checked.problem) {
    case 'tooManyPixels':
    case 'tooComplex':
      return sandboxMessages.tooManyPixels(what);
    case 'unreadable':
      return sandboxMessages.unreadable(what);
    default:
      return sandboxMessages.notImage(what);
  }
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * The built-in sandbox identity-verification vendor. It behaves like a hosted vendor: the
 * portal opens a session (openSession), the customer works on the vendor's own page, the
 * verdict is stored on the vendor's side and reported to the portal's callback URL, signed
 * with the shared secret, retried until the portal answers 2xx.
 */
export function createSandboxKycVendor(deps: SandboxKycVendorDeps) {
  const { db, log } = deps;
  // References are derived from the client's reference: a retried start gets the same session.
  const referenceKey = Buffer.from(
    hkdfSync('sha256', deps.webhookSecret, Buffer.alloc(0), 'hitelkapu kyc sandbox references', 32),
  );
  const referenceOf = (clientReference: string) =>
    createHmac('sha256', referenceKey).update(clientReference).digest('base64url');

  /** Signs and posts one verdict; true when the portal took it (2xx). */
  async function deliver(session: SandboxSession, now: Date): Promise<boolean> {
    if (!session.verdict) return false;
    const body = JSON.stringify(session.verdict);
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const response = await deps.transport({
        url: session.callbackUrl,
        headers: signKycCallback(deps.webhookSecret, timestamp, body),
        body,
      });
      if (response.status < 200 || response.status >= 300)
        throw new Error(`the callback was answered with HTTP ${response.status}`);
      await markSandboxCallbackDelivered(db, session.reference, new Date());
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      const exhausted = session.deliveryAttempts >= MAX_CALLBACK_ATTEMPTS;
      log.warn(
        { provider: 'sandbox', attempts: session.deliveryAttempts, exhausted, reason },
        'KYC sandbox callback delivery failed',
      );
      await markSandboxCallbackFailed(
        db,
        session.reference,
        reason,
        exhausted ? null : new Date(now.getTime() + retryDelayMs(session.deliveryAttempts)),
      );
      return false;
    }
  }

  /** What the page of a reference shows. */
  async function pageState(reference: string, now = new Date()): Promise<SandboxPageState> {
    if (!REFERENCE_PATTERN.test(reference)) return { state: 'MISSING' };
    const session = await findSandboxSession(db, reference);
    if (!session) return { state: 'MISSING' };
    if (session.status !== 'OPEN') return { state: 'DONE', session };
    if (session.expiresAt.getTime() <= now.getTime()) return { state: 'EXPIRED', session };
    return { state: 'OPEN', session };
  }

  return {
    sessionTtlSeconds: SANDBOX_SESSION_TTL_SECONDS,

    /**
     * Opens a session for 30 minutes; the same client reference answers the same session.
     * The reference is unguessable (an HMAC under a key only the vendor holds).
     */
    async openSession(input: {
      clientReference: string;
      returnUrl: string;
      callbackUrl: string;
    }): Promise<{ reference: string; redirectUrl: string }> {
      const reference = referenceOf(input.clientReference);
      await insertSandboxSession(db, {
        reference,
        callbackUrl: input.callbackUrl,
        returnUrl: input.returnUrl,
        expiresAt: new Date(Date.now() + SANDBOX_SESSION_TTL_SECONDS * 1000),
      });
      return { reference, redirectUrl: `${deps.publicUrl}/sandbox/kyc/${reference}` };
    },

    pageState,

    /**
     * Takes the tester's verdict: checks both images by content, stores them with the
     * verdict (a fresh event id), then reports it to the portal at once; a failed delivery
     * is left to the poller. Answers the state the page should follow: OPEN sessions never
     * come back from here (a refused form throws SandboxFormError).
     */
    async submit(
      reference: string,
      submission: SandboxSubmission,
      now = new Date(),
    ): Promise<SandboxPageState> {
      const current = await pageState(reference, now);
      if (current.state !== 'OPEN') return current;

      const fieldErrors: Record<string, string> = {};
      const documentError = await checkImage(
        submission.document,
        'Az okmány fényképe',
        sandboxMessages.missingDocument,
      );
      if (documentError) fieldErrors.document = documentError;
      const selfieError = await checkImage(
        submission.selfie,
        'A magáról készült fénykép',
        sandboxMessages.missingSelfie,
      );
      if (selfieError) fieldErrors.selfie = selfieError;
      if (!isDocumentType(submission.documentType)) fieldErrors.documentType = sandboxMessages.invalidChoice;
      const outcome = submission.outcome;
      if (outcome !== 'VERIFIED' && outcome !== 'DECLINED') fieldErrors.outcome = sandboxMessages.invalidForm;
      if (outcome === 'DECLINED' && !isDeclineReason(submission.declineReason))
        fieldErrors.declineReason = sandboxMessages.invalidChoice;
      if (Object.keys(fieldErrors).length > 0) throw new SandboxFormError(fieldErrors);

      const document = (submission.document as SandboxImage).content;
      const selfie = (submission.selfie as SandboxImage).content;
      const verdict: KycCallback = {
        eventId: `evt_${randomBytes(16).toString('hex')}`,
        providerReference: reference,
        outcome: outcome as KycCallback['outcome'],
        declineReason: outcome === 'DECLINED' ? (submission.declineReason as KycDeclineReason) : null,
        occurredAt: now.toISOString(),
        evidence: {
          documentType: submission.documentType as SandboxDocumentType,
          documentSha256: sha256(document),
          selfieSha256: sha256(selfie),
          // The sandbox does not judge liveness on its own: a verified check passed it.
          livenessPassed: outcome === 'VERIFIED',
        },
      };
      const recorded = await recordSandboxVerdict(
        db,
        reference,
        { documentImage: document, selfieImage: selfie, verdict },
        now,
        DELIVERY_CLAIM_MS,
      );
      // Another submission of the same page won the race, or the session expired meanwhile.
      if (!recorded) return pageState(reference, now);
      await deliver(recorded, now);
      return { state: 'DONE', session: recorded };
    },

    /** Delivers every due callback once; answers how many were attempted. */
    async deliverDueCallbacks(now = new Date(), batchSize = 20): Promise<number> {
      const claimed = await claimDueSandboxCallbacks(db, now, batchSize, DELIVERY_CLAIM_MS);
      for (const session of claimed) await deliver(session, now);
      return claimed.length;
    },
  };
}

export type SandboxKycVendor = ReturnType<typeof createSandboxKycVendor>;

/** Polls for due callbacks until stopped; one round at a time, never overlapping. */
export function startSandboxCallbackWorker(
  vendor: Pick<SandboxKycVendor, 'deliverDueCallbacks'>,
  log: FastifyBaseLogger,
  pollMs: number,
): Poller {
  return startPoller(() => vendor.deliverDueCallbacks(), {
    pollMs,
    log,
    failure: 'KYC sandbox callback round failed',
  });
}

/** The sandbox vendor and the portal's adapter for it, sharing one webhook secret. */
export function createSandboxKyc(deps: SandboxKycVendorDeps): {
  vendor: SandboxKycVendor;
  provider: KycProvider;
} {
  const vendor = createSandboxKycVendor(deps);
  return { vendor, provider: createSandboxKycProvider(vendor, deps.webhookSecret) };
}
