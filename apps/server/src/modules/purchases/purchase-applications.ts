import {
  basketGoods,
  canServerMovePosition,
  type LoanApplication,
  type PurchaseTransferred,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import type { PurchaseApplicationRecord } from '../../db/schema/index.ts';
import type { ConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { PURCHASE_CREATING_STATUSES, statusAfterApplication } from '../applications/application-access.ts';
import { startApplication } from '../applications/application-creation.ts';
import {
  findCustomerApplication,
  findOpenApplication,
  toLoanApplication,
} from '../applications/application-records.service.ts';
import { moveApplication } from '../applications/position-moves.ts';
import { type CustomerRow, updateCustomerInStatus } from '../customers/customers.repository.ts';
import { financingFor } from './purchase-financing.ts';
import { expireIfDue, movePurchase } from './purchase-lifecycle.ts';
import { returnUrlOf } from './purchase-views.ts';
import {
  type Executor,
  findMerchant,
  findPurchaseByPublicId,
  type PurchaseRow,
} from './purchases.repository.ts';

/**
 * The point-of-sale credit of a purchase (DOMAIN "Buy now, pay later"): the customer's chosen
 * term becomes a loan application whose documents name the goods, the cash price and the shop
 * (a linked credit, CCD2 art. 27), and the purchase follows it.
 */

const notFound = () => new AppError('NOT_FOUND', 'errors.purchase.notFound');

/**
 * PATCH transferred: LINKED -> APPLICATION_STARTED with a new application, in one transaction.
 * The term must be one of today's options under the áruhitel cap. Sent again for the same
 * purchase and term, it answers the application already started.
 */
export async function transferPurchase(
  db: Db,
  cache: ConfigCache,
  customer: CustomerRow,
  input: { purchaseId: string; months: number },
  toPurchase: (row: PurchaseRow) => Promise<PurchaseTransferred['purchase']>,
): Promise<PurchaseTransferred & { created: boolean }> {
  const found = await findPurchaseByPublicId(db, input.purchaseId);
  if (!found || found.customerId !== customer.id) throw notFound();
  const purchase = await expireIfDue(db, found);
  if (
    purchase.status === 'APPLICATION_STARTED' &&
    purchase.applicationId &&
    purchase.months === input.months
  ) {
    const application = await findCustomerApplication(db, customer.id, purchase.applicationId);
    if (application)
      return {
        purchase: await toPurchase(purchase),
        application: toLoanApplication(application),
        created: false,
      };
  }
  if (purchase.status === 'CANCELLED' && purchase.expiresAt <= new Date())
    throw new AppError('CONFLICT', 'errors.purchase.expired');
  if (purchase.status !== 'LINKED') throw new AppError('CONFLICT', 'errors.purchase.illegalMove');
  const financing = await financingFor(db, cache, purchase.totalAmount - purchase.refundedAmount);
  const option = financing.options.find((candidate) => candidate.months === input.months);
  if (!option)
    throw new AppError('CONFLICT', 'errors.purchase.termNotOffered', {
      months: 'errors.purchase.termNotOffered',
    });
  const merchant = await findMerchant(db, purchase.merchantId);
  if (!merchant) throw new Error(`purchase ${purchase.id} names no shop`);
  const record: PurchaseApplicationRecord = {
    purchaseId: purchase.id,
    purchasePublicId: purchase.publicId,
    merchantId: merchant.id,
    merchantName: merchant.name,
    sellerAddress: merchant.address,
    goods: basketGoods(purchase.lines),
    cashPrice: purchase.totalAmount,
    returnUrl: returnUrlOf({ ...purchase, status: 'LOAN_APPROVED' }),
  };
  let started: PurchaseRow | null = null;
  const { application, created } = await startApplication(db, customer, cache, {
    offerId: option.productId,
    quote: option.quote,
    // Nothing was asked before the checkout: the flow asks it all.
    prefillAnswers: {},
    source: { purchase: record },
    fromStatuses: PURCHASE_CREATING_STATUSES,
    isSame: (open) => open.purchase?.purchasePublicId === purchase.publicId,
    onCreated: async (tx, row) => {
      const locked = await findPurchaseByPublicId(tx, purchase.publicId, { forUpdate: true });
      // Cancelled or started meanwhile (another tab, the shop): the new application is not made.
      if (locked?.status !== 'LINKED' || locked.customerId !== customer.id)
        throw new AppError('CONFLICT', 'errors.purchase.illegalMove');
      started = await movePurchase(tx, locked, 'APPLICATION_STARTED', 'CUSTOMER', {
        change: { applicationId: row.id, months: input.months },
      });
    },
  });
  const current = started ?? (await findPurchaseByPublicId(db, purchase.publicId));
  if (!current) throw notFound();
  return { purchase: await toPurchase(current), application, created };
}

/**
 * The application of a purchase that ended (the shop cancelled it, refunded it in full, or
 * the customer gave it up) closes with it, in the same transaction: a linked credit does not
 * outlive its sale (CCD2 art. 27). The profile goes back unless another application is open.
 */
export async function closeApplicationForPurchase(
  tx: Executor,
  purchase: PurchaseRow,
  reason: 'PURCHASE_CANCELLED' | 'PURCHASE_REFUNDED',
): Promise<LoanApplication | null> {
  if (!purchase.applicationId || !purchase.customerId) return null;
  const application = await findCustomerApplication(tx, purchase.customerId, purchase.applicationId, {
    forUpdate: true,
  });
  if (!application || !canServerMovePosition(application.position, 'CLOSED')) return null;
  const now = new Date();
  const closed = await moveApplication(
    tx,
    application,
    'CLOSED',
    { actor: 'SYSTEM', detail: { reason, purchase: purchase.publicId } },
    { status: 'CLOSED', statusResult: reason, closedAt: now },
    { updateProfile: false },
  );
  if (!(await findOpenApplication(tx, purchase.customerId)))
    await updateCustomerInStatus(tx, purchase.customerId, ['IN_FLOW'], {
      status: statusAfterApplication(closed),
      statusResult: null,
      flowPosition: null,
      flowPage: null,
    });
  return toLoanApplication(closed);
}
