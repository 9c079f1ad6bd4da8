import { createHash } from 'node:crypto';
import {
  basketLines,
  basketTotal,
  type FinancingOptions,
  formatAmount,
  isRefundablePurchaseStatus,
  type MerchantApiKeyCreated,
  type MerchantPurchase,
  type merchantPurchaseCreateSchema,
  PURCHASE_PUBLIC_ID_LENGTH,
  randomId,
} from '@hitelkapu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ChallengeSecrets } from '../../lib/challenge-secrets.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit.ts';
import { closeApplicationForPurchase } from './purchase-applications.ts';
import { financedRange, financingFor } from './purchase-financing.ts';
import { expireIfDue, movePurchase, recordPartialRefund } from './purchase-lifecycle.ts';
import { toMerchantPurchase } from './purchase-views.ts';
import {
  type Executor,
  expireMerchantApiKey,
  findIdempotentAnswer,
  findMerchant,
  findPurchaseByPublicId,
  findPurchaseByReference,
  insertIdempotentAnswer,
  insertMerchantApiKey,
  insertPurchase,
  listPurchaseEvents,
  lockIdempotencyKey,
  type MerchantKeyMode,
  type PurchaseRow,
  useMerchantApiKey,
} from './purchases.repository.ts';

type CreateInput = z.output<typeof merchantPurchaseCreateSchema>;

/** The shop a request's key belongs to, the key's mode and the key itself (for its rotation). */
export interface MerchantCaller {
  merchantId: string;
  mode: MerchantKeyMode;
  keyId: string;
}

const KEY_PATTERN = /^hkm_(test|live)_[A-Za-z0-9]{40}$/;
const KEY_RANDOM_LENGTH = 40;
/** How long a rotated key keeps working, so running servers can switch over. */
const ROTATION_GRACE_MS = 60 * 60 * 1000;

export const merchantApiLimits = {
  callsPerMerchant: { name: 'merchant-api:merchant', limit: 3_000, windowSeconds: 60 },
} as const;

const notFound = () => new AppError('NOT_FOUND', 'errors.purchase.notFound');

const createdEvent = (row: PurchaseRow) => ({
  id: row.id,
  purchaseId: row.id,
  fromStatus: null,
  toStatus: 'CREATED' as const,
  actor: 'MERCHANT' as const,
  reason: null,
  refundAmount: null,
  createdAt: row.createdAt,
});

/** A new secret key: `hkm_test_` or `hkm_live_` and 40 random characters. */
export function newMerchantKey(mode: MerchantKeyMode): string {
  return `hkm_${mode}_${randomId(KEY_RANDOM_LENGTH)}`;
}

/** What a retry must repeat exactly: the operation and its body. */
function requestHash(operation: string, body: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
}

export function createMerchantApiService(
  {
    db,
    limiter,
    secrets,
    config,
  }: { db: Db; limiter: RateLimiter; secrets: ChallengeSecrets; config: { publicUrl: string } },
  cache: ConfigCache = noConfigCache,
) {
  async function viewOf(row: PurchaseRow, tx: Executor = db): Promise<MerchantPurchase> {
    const events = (await listPurchaseEvents(tx, [row.id])).get(row.id) ?? [];
    return toMerchantPurchase(row, events, config.publicUrl);
  }

  /** The caller's own purchase of the caller's mode; anything else does not exist. */
  async function ownPurchase(
    tx: Executor,
    caller: MerchantCaller,
    publicId: string,
    forUpdate = false,
  ): Promise<PurchaseRow> {
    const row = await findPurchaseByPublicId(tx, publicId, { forUpdate });
    if (!row || row.merchantId !== caller.merchantId || row.mode !== caller.mode) throw notFound();
    return row;
  }

  /**
   * Runs a POST once per Idempotency-Key: the first answer is stored with the change, in one
   * transaction; a retry with the same key and request gets it again (same status and body);
   * the same key with another request is a 409. A failure stores nothing, so it may be retried.
   * Two concurrent first tries: the key's primary key lets one commit, the other answers it.
   */
  async function once<T>(
    caller: MerchantCaller,
    key: string,
    operation: string,
    body: unknown,
    run: (tx: Executor) => Promise<IdempotentAnswer<T>>,
  ): Promise<IdempotentAnswer<T>> {
    const hash = requestHash(operation, body);
    const stored = async (tx: Executor) => {
      const found = await findIdempotentAnswer(tx, caller.merchantId, caller.mode, key);
      if (!found) return null;
      if (found.requestHash !== hash) throw new AppError('CONFLICT', 'errors.purchase.idempotencyKeyReused');
      return { status: found.status, body: found.body as T };
    };
    const earlier = await stored(db);
    if (earlier) return earlier;
    try {
      return await db.transaction(async (tx) => {
        // Tries under one key wait for each other here; the later ones find the first's answer.
        await lockIdempotencyKey(tx, caller.merchantId, caller.mode, key);
        const raced = await stored(tx);
        if (raced) return raced;
        const answer = await run(tx);
        await insertIdempotentAnswer(tx, {
          merchantId: caller.merchantId,
          mode: caller.mode,
          key,
          requestHash: hash,
          status: answer.status,
          body: answer.body,
        });
        return answer;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await stored(db);
      if (!raced) throw error;
      return raced;
    }
  }

  async function limit(caller: MerchantCaller) {
    await enforceLimit(limiter, merchantApiLimits.callsPerMerchant, caller.merchantId);
  }

  return {
    /** The shop and mode of a secret key that is neither revoked nor expired; 401 otherwise. */
    async authenticate(authorization: string | undefined): Promise<MerchantCaller> {
      const invalid = () => new AppError('UNAUTHORIZED', 'errors.merchants.keyInvalid');
      if (!authorization?.startsWith('Bearer ')) throw invalid();
      const key = authorization.slice('Bearer '.length).trim();
      if (!KEY_PATTERN.test(key)) throw invalid();
      const found = await useMerchantApiKey(db, secrets.hashSecret(key), new Date());
      if (!found) throw invalid();
      return found;
    },

    async create(caller: MerchantCaller, input: CreateInput, idempotencyKey: string) {
      await limit(caller);
      const lines = basketLines(input.lines);
      const linesTotal = basketTotal(lines);
      if (linesTotal !== input.totalAmount)
        throw new AppError(
          'UNPROCESSABLE',
          {
            key: 'errors.purchase.basketSumMismatch',
            values: { linesTotal: formatAmount(linesTotal), totalAmount: formatAmount(input.totalAmount) },
          },
          { lines: 'errors.purchase.basketSumMismatch' },
        );
      const range = await financedRange(db, cache);
      if (!range || input.totalAmount < range.minAmount || input.totalAmount > range.maxAmount)
        throw new AppError(
          'UNPROCESSABLE',
          {
            key: 'errors.purchase.amountNotFinanced',
            values: {
              minAmount: formatAmount(range?.minAmount ?? 0),
              maxAmount: formatAmount(range?.maxAmount ?? 0),
            },
          },
          { totalAmount: 'errors.purchase.amountNotFinanced' },
        );
      return once<MerchantPurchase>(caller, idempotencyKey, 'create', input, async (tx) => {
        const taken = await findPurchaseByReference(tx, caller.merchantId, caller.mode, input.reference);
        if (taken)
          throw new AppError('CONFLICT', 'errors.purchase.referenceReused', {
            reference: 'errors.purchase.referenceReused',
          });
        const row = await insertPurchase(tx, {
          publicId: randomId(PURCHASE_PUBLIC_ID_LENGTH),
          merchantId: caller.merchantId,
          mode: caller.mode,
          reference: input.reference,
          totalAmount: input.totalAmount,
          lines,
          returnUrls: input.returnUrls,
          expiresAt: new Date(Date.now() + input.expiresInMinutes * 60_000),
        });
        // A new purchase's history is its one CREATED event.
        return { status: 201, body: toMerchantPurchase(row, [createdEvent(row)], config.publicUrl) };
      });
    },

    async get(caller: MerchantCaller, publicId: string): Promise<MerchantPurchase> {
      await limit(caller);
      const row = await expireIfDue(db, await ownPurchase(db, caller, publicId));
      return viewOf(row);
    },

    /** Before the credit is approved; an application under way closes with it. */
    async cancel(caller: MerchantCaller, publicId: string, idempotencyKey: string) {
      await limit(caller);
      return once<MerchantPurchase>(caller, idempotencyKey, `cancel ${publicId}`, null, async (tx) => {
        const row = await ownPurchase(tx, caller, publicId, true);
        if (row.status === 'CANCELLED') return { status: 200, body: await viewOf(row, tx) };
        const moved = await movePurchase(tx, row, 'CANCELLED', 'MERCHANT', { reason: 'MERCHANT_CANCELLED' });
        await closeApplicationForPurchase(tx, moved, 'PURCHASE_CANCELLED');
        return { status: 200, body: await viewOf(moved, tx) };
      });
    },

    /** The goods were handed over: the lender pays the shop. */
    async fulfil(caller: MerchantCaller, publicId: string, idempotencyKey: string) {
      await limit(caller);
      return once<MerchantPurchase>(caller, idempotencyKey, `fulfil ${publicId}`, null, async (tx) => {
        const row = await ownPurchase(tx, caller, publicId, true);
        if (row.status === 'MONEY_TRANSFERRED') return { status: 200, body: await viewOf(row, tx) };
        if (row.status !== 'LOAN_APPROVED') throw new AppError('CONFLICT', 'errors.purchase.notApprovedYet');
        const moved = await movePurchase(tx, row, 'MONEY_TRANSFERRED', 'MERCHANT', {
          reason: 'FULFILLED',
          change: { fulfilledAt: new Date() },
        });
        return { status: 200, body: await viewOf(moved, tx) };
      });
    },

    /** A partial refund lowers the credit's principal; a full one ends the credit (REVOKED). */
    async refund(
      caller: MerchantCaller,
      publicId: string,
      input: { amount: number; reason?: string | undefined },
      idempotencyKey: string,
    ) {
      await limit(caller);
      return once<MerchantPurchase>(caller, idempotencyKey, `refund ${publicId}`, input, async (tx) => {
        const row = await ownPurchase(tx, caller, publicId, true);
        if (!isRefundablePurchaseStatus(row.status))
          throw new AppError('CONFLICT', 'errors.purchase.illegalMove');
        const remaining = row.totalAmount - row.refundedAmount;
        if (input.amount > remaining)
          throw new AppError(
            'UNPROCESSABLE',
            { key: 'errors.purchase.refundTooLarge', values: { remaining: formatAmount(remaining) } },
            { amount: 'errors.purchase.refundTooLarge' },
          );
        if (input.amount < remaining) {
          const refunded = await recordPartialRefund(tx, row, input.amount);
          return { status: 200, body: await viewOf(refunded, tx) };
        }
        const revoked = await movePurchase(tx, row, 'REVOKED', 'MERCHANT', {
          reason: 'FULL_REFUND',
          refundAmount: input.amount,
          change: { refundedAmount: row.totalAmount },
        });
        await closeApplicationForPurchase(tx, revoked, 'PURCHASE_REFUNDED');
        return { status: 200, body: await viewOf(revoked, tx) };
      });
    },

    async financingOptions(caller: MerchantCaller, amount: number): Promise<FinancingOptions> {
      await limit(caller);
      return financingFor(db, cache, amount);
    },

    /** A new key of the caller's mode; the one used for the call expires in an hour. */
    async rotateKey(caller: MerchantCaller, idempotencyKey: string) {
      await limit(caller);
      return once<MerchantApiKeyCreated>(caller, idempotencyKey, 'rotate-key', null, async (tx) => {
        const key = newMerchantKey(caller.mode);
        const expiresAt = new Date(Date.now() + ROTATION_GRACE_MS);
        const row = await insertMerchantApiKey(tx, {
          merchantId: caller.merchantId,
          mode: caller.mode,
          keyHash: secrets.hashSecret(key),
          prefix: key.slice(0, 15),
          replacesKeyId: caller.keyId,
        });
        await expireMerchantApiKey(tx, caller.keyId, expiresAt);
        return {
          status: 201,
          body: {
            id: row.id,
            merchantId: caller.merchantId,
            mode: caller.mode,
            key,
            prefix: row.prefix,
            createdAt: row.createdAt.toISOString(),
            replacedKeyExpiresAt: expiresAt.toISOString(),
          },
        };
      });
    },

    /** Staff issue a shop's key; it is shown in this answer only. */
    async issueKey(
      merchantId: string,
      mode: MerchantKeyMode,
      staff: StaffActor | null,
    ): Promise<MerchantApiKeyCreated> {
      if (!(await findMerchant(db, merchantId))) throw new AppError('NOT_FOUND', 'errors.merchants.notFound');
      const key = newMerchantKey(mode);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertMerchantApiKey(tx, {
          merchantId,
          mode,
          keyHash: secrets.hashSecret(key),
          prefix: key.slice(0, 15),
          createdByStaffId: staff?.staffId ?? null,
        });
        // The audit keeps the key's prefix, never the key.
        if (staff)
          await recordStaffAction(tx, staff, {
            action: 'MERCHANT_API_KEY_ISSUED',
            subjectKind: 'MERCHANT',
            subjectId: merchantId,
            after: { keyId: inserted.id, mode, prefix: inserted.prefix },
          });
        return inserted;
      });
      return {
        id: row.id,
        merchantId,
        mode,
        key,
        prefix: row.prefix,
        createdAt: row.createdAt.toISOString(),
        replacedKeyExpiresAt: null,
      };
    },
  };
}

export type MerchantApiService = ReturnType<typeof createMerchantApiService>;
