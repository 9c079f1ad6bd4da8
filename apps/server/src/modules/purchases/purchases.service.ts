import {
  activePurchaseStatuses,
  type HasActivePurchase,
  type PublicPurchase,
  type Purchase,
  type PurchaseStatus,
  type PurchaseTransferred,
  thmCapFor,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { findCustomerApplication } from '../applications/application-records.service.ts';
import { type CustomerRow, updateCustomerInStatus } from '../customers/customers.repository.ts';
import { loadRegulatoryFigures } from '../offers/regulatory-figures.service.ts';
import { closeApplicationForPurchase, transferPurchase } from './purchase-applications.ts';
import { financingFor, noFinancing } from './purchase-financing.ts';
import { expireIfDue, movePurchase } from './purchase-lifecycle.ts';
import { isOpenPurchase, toPublicPurchase, toPurchase } from './purchase-views.ts';
import {
  findActivePurchaseOfCustomer,
  findMerchant,
  findMerchants,
  findPurchaseByPublicId,
  listCustomerPurchases,
  listPurchaseEvents,
  type PurchaseRow,
} from './purchases.repository.ts';

export const purchaseLimits = {
  /** The public checkout view, per client address: ids cannot be guessed, and are not tried. */
  publicReadsPerIp: { name: 'purchase-public:ip', limit: 120, windowSeconds: 60 },
} as const;

/** A purchase with an application under way keeps its customer from taking another. */
const IN_PROGRESS: readonly PurchaseStatus[] = ['APPLICATION_STARTED', 'APPLICATION_UNDER_REVIEW'];

const notFound = () => new AppError('NOT_FOUND', 'errors.purchase.notFound');

export interface PurchasesOptions {
  /**
   * Whether a test-mode purchase (made with a shop's test key) may be taken: on in a
   * demonstration, where the demo shop sells with a test key; off in production, where no
   * credit is ever made for a test.
   */
  allowTestPurchases: boolean;
}

export function createPurchasesService(
  { db, limiter }: { db: Db; limiter: RateLimiter },
  options: PurchasesOptions,
  cache: ConfigCache = noConfigCache,
) {
  async function toCustomerPurchase(row: PurchaseRow): Promise<Purchase> {
    const merchant = await findMerchant(db, row.merchantId);
    if (!merchant) throw new Error(`purchase ${row.id} names no shop`);
    const events = (await listPurchaseEvents(db, [row.id])).get(row.id) ?? [];
    const financed = row.totalAmount - row.refundedAmount;
    const financing =
      row.status === 'LINKED'
        ? await financingFor(db, cache, financed)
        : noFinancing(
            financed,
            thmCapFor('POINT_OF_SALE', await loadRegulatoryFigures(db, undefined, cache)),
          );
    const application =
      row.applicationId && row.customerId
        ? await findCustomerApplication(db, row.customerId, row.applicationId)
        : null;
    return toPurchase(
      row,
      merchant,
      events,
      financing,
      application ? { monthlyPayment: application.quote.monthlyPayment } : null,
    );
  }

  /** The customer's own purchase, expired now if its time is up; anyone else's does not exist. */
  async function ownPurchase(customer: CustomerRow, publicId: string): Promise<PurchaseRow> {
    const row = await findPurchaseByPublicId(db, publicId);
    if (!row || row.customerId !== customer.id) throw notFound();
    return expireIfDue(db, row);
  }

  return {
    async getPublic(publicId: string, ip: string): Promise<PublicPurchase> {
      await enforceLimit(limiter, purchaseLimits.publicReadsPerIp, ip);
      const found = await findPurchaseByPublicId(db, publicId);
      if (!found) throw notFound();
      const row = await expireIfDue(db, found);
      const merchant = await findMerchant(db, row.merchantId);
      if (!merchant) throw notFound();
      return toPublicPurchase(row, merchant, await financingFor(db, cache, row.totalAmount));
    },

    /**
     * The logged-in customer takes the checkout's purchase: CREATED -> LINKED. A purchase the
     * same customer linked answers again; one another customer linked does not exist. A purchase
     * of theirs still only LINKED is given up for the new one; one whose application is under way
     * keeps them from taking another. A customer who registered at the checkout becomes
     * BNPL_REGISTERED.
     */
    async link(customer: CustomerRow, publicId: string): Promise<Purchase> {
      const found = await findPurchaseByPublicId(db, publicId);
      if (!found) throw notFound();
      if (found.customerId !== null && found.customerId !== customer.id) throw notFound();
      if (found.customerId === customer.id) return toCustomerPurchase(await expireIfDue(db, found));
      const linked = await db.transaction(async (tx) => {
        const row = await findPurchaseByPublicId(tx, publicId, { forUpdate: true });
        if (!row) throw notFound();
        if (row.customerId !== null) {
          if (row.customerId !== customer.id) throw notFound();
          return row;
        }
        if (row.status === 'CREATED' && !isOpenPurchase(row)) {
          await movePurchase(tx, row, 'CANCELLED', 'SYSTEM', { reason: 'EXPIRED' });
          return 'EXPIRED' as const;
        }
        if (row.status !== 'CREATED') throw new AppError('CONFLICT', 'errors.purchase.notOpen');
        if (row.mode === 'test' && !options.allowTestPurchases)
          throw new AppError('CONFLICT', 'errors.purchase.testPurchase');
        const other = await findActivePurchaseOfCustomer(tx, customer.id, IN_PROGRESS);
        if (other) throw new AppError('CONFLICT', 'errors.purchase.otherInProgress');
        const earlier = await findActivePurchaseOfCustomer(tx, customer.id, ['LINKED']);
        if (earlier) {
          const locked = await findPurchaseByPublicId(tx, earlier.publicId, { forUpdate: true });
          if (locked?.status === 'LINKED')
            await movePurchase(tx, locked, 'CANCELLED', 'SYSTEM', { reason: 'REPLACED' });
        }
        await updateCustomerInStatus(tx, customer.id, ['REGISTERED'], { status: 'BNPL_REGISTERED' });
        return movePurchase(tx, row, 'LINKED', 'CUSTOMER', {
          change: { customerId: customer.id, linkedAt: new Date() },
        });
      });
      // The expiry is committed (the shop is told) before the customer hears of it.
      if (linked === 'EXPIRED') throw new AppError('CONFLICT', 'errors.purchase.expired');
      return toCustomerPurchase(linked);
    },

    async getMine(customer: CustomerRow): Promise<Purchase> {
      const row = await findActivePurchaseOfCustomer(db, customer.id, activePurchaseStatuses);
      if (!row) throw notFound();
      const current = await expireIfDue(db, row);
      if (!(activePurchaseStatuses as readonly string[]).includes(current.status)) throw notFound();
      return toCustomerPurchase(current);
    },

    async list(customer: CustomerRow): Promise<Purchase[]> {
      const rows = await Promise.all(
        (await listCustomerPurchases(db, customer.id)).map((row) => expireIfDue(db, row)),
      );
      const merchants = await findMerchants(
        db,
        rows.map((row) => row.merchantId),
      );
      const events = await listPurchaseEvents(
        db,
        rows.map((row) => row.id),
      );
      const thmCap = thmCapFor('POINT_OF_SALE', await loadRegulatoryFigures(db, undefined, cache));
      const result: Purchase[] = [];
      for (const row of rows) {
        const merchant = merchants.get(row.merchantId);
        if (!merchant) continue;
        const application = row.applicationId
          ? await findCustomerApplication(db, customer.id, row.applicationId)
          : null;
        result.push(
          toPurchase(
            row,
            merchant,
            events.get(row.id) ?? [],
            noFinancing(row.totalAmount - row.refundedAmount, thmCap),
            application ? { monthlyPayment: application.quote.monthlyPayment } : null,
          ),
        );
      }
      return result;
    },

    async getById(customer: CustomerRow, publicId: string): Promise<Purchase> {
      return toCustomerPurchase(await ownPurchase(customer, publicId));
    },

    async hasActive(customer: CustomerRow): Promise<HasActivePurchase> {
      const row = await findActivePurchaseOfCustomer(db, customer.id, activePurchaseStatuses);
      const current = row ? await expireIfDue(db, row) : null;
      const active = current && (activePurchaseStatuses as readonly string[]).includes(current.status);
      return { hasActivePurchase: Boolean(active), purchaseId: active && current ? current.publicId : null };
    },

    /** Before the credit is decided: LINKED or APPLICATION_STARTED; the application closes with it. */
    async cancel(customer: CustomerRow, publicId: string): Promise<Purchase> {
      await ownPurchase(customer, publicId);
      const row = await db.transaction(async (tx) => {
        const locked = await findPurchaseByPublicId(tx, publicId, { forUpdate: true });
        if (!locked || locked.customerId !== customer.id) throw notFound();
        if (locked.status === 'CANCELLED') return locked;
        if (locked.status !== 'LINKED' && locked.status !== 'APPLICATION_STARTED')
          throw new AppError('CONFLICT', 'errors.purchase.illegalMove');
        const moved = await movePurchase(tx, locked, 'CANCELLED', 'CUSTOMER', {
          reason: 'CUSTOMER_CANCELLED',
        });
        await closeApplicationForPurchase(tx, moved, 'PURCHASE_CANCELLED');
        return moved;
      });
      return toCustomerPurchase(row);
    },

    async transfer(
      customer: CustomerRow,
      input: { purchaseId: string; months: number },
    ): Promise<PurchaseTransferred & { created: boolean }> {
      return transferPurchase(db, cache, customer, input, toCustomerPurchase);
    },
  };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
