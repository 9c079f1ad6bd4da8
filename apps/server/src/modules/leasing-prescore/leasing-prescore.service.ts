import {
  type Answers,
  type AssessmentType,
  applicantFactsFromAnswers,
  bankAnswers,
  checkPreliminaryAnswers,
  clampPrescoreStep,
  type DealerApiKeyCreated,
  type DealerPrescore,
  type dealerPrescoreCreateSchema,
  evaluateLeasing,
  type FieldErrors,
  incomeFieldsFromAnswers,
  LEASING_PUBLIC_ID_LENGTH,
  type LeasingFilterSettings,
  type LeasingPrescore,
  type LeasingPrescoreResult,
  type LeasingPrescoreUpdate,
  type LeasingProduct,
  type LeasingRequest,
  leasingDecisionUnderThmCap,
  leasingLimitBreaches,
  leasingLimitValues,
  type leasingPrescoreRecalculateSchema,
  type leasingPrescoreSubmitSchema,
  longestTermForVehicle,
  minimumDownPayment,
  type PreliminaryQuestionSet,
  type ProfileStatus,
  parseDynamicData,
  randomId,
  thmCapFor,
  todayIso,
  withoutBankAnswered,
} from '@hitelkapu/domain';
import type { z } from 'zod';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit.ts';
import { type CustomerRow, updateCustomerInStatus } from '../customers/customers.repository.ts';
import { listActiveProducts } from '../offers/offers.service.ts';
import { loadAgeLimits, loadRegulatoryFigures } from '../offers/regulatory-figures.service.ts';
import { notifyDealer } from '../webhooks/dealer-events.ts';
import {
  claimPrescore,
  dealerExists,
  findLatestPrescoreOfCustomer,
  findLeasingQuestionSet,
  findPrescoreByDealerReference,
  findPrescoreByPublicId,
  insertDealerApiKey,
  insertDecision,
  insertPrescore,
  loadLeasingTerms,
  type NewPrescoreRow,
  type PrescoreRow,
  toLeasingPrescore,
  updateOwnPrescore,
  useDealerApiKey,
} from './leasing-prescore.repository.ts';

type SubmitInput = z.output<typeof leasingPrescoreSubmitSchema>;
type RecalculateInput = z.output<typeof leasingPrescoreRecalculateSchema>;
type DealerCreateInput = z.output<typeof dealerPrescoreCreateSchema>;

/** The question set of each prescore type (seed/leasing.ts ships them). */
export const LEASING_QUESTION_SET_IDS: Record<AssessmentType, string> = {
  MANUAL: 'lizing-elominosites',
  PSD2: 'lizing-elominosites-psd2',
};

/**
 * A prescore is decided after the leasing onboarding, and again while its offers are shown. A
 * customer onboarded on the credit side who follows a dealer's link may prescore too (their
 * onboarding is done; nothing of theirs is open): the profile then moves to the leasing journey.
 */
const SUBMITTING_STATUSES = [
  'LEASING_ONBOARDED',
  'LEASING_PRESCORE',
  'ONBOARDED',
  'PRELIMINARY',
] as const satisfies readonly ProfileStatus[];

/** Each decision runs the engine over every leasing product and is stored: a person needs a few. */
export const leasingLimits = {
  decisionsPerCustomer: { name: 'leasing-prescore:customer', limit: 60, windowSeconds: 3600 },
  prescoresPerDealer: { name: 'dealer-api:dealer', limit: 600, windowSeconds: 3600 },
} as const;

/** More than every question of a set, fewer than a script would like to store. */
export const MAX_PRESCORE_ANSWERS = 60;

/** The term the sliders start from when the dealer names none (within the product and the vehicle's age). */
const DEFAULT_TERM_MONTHS = 48;

/** `hkd_` and 40 random characters: about 238 bits. */
const DEALER_KEY_PREFIX = 'hkd_';
const DEALER_KEY_LENGTH = 40;

const notFound = () => new AppError('NOT_FOUND', 'errors.leasing.prescoreNotFound');

export function landingPath(dealerId: string, publicId: string): string {
  return `/leasing/${encodeURIComponent(dealerId)}/${encodeURIComponent(publicId)}`;
}

/** The dealer's return URL with the outcome: the prescore and whether it is eligible, nothing of the customer. */
export function dealerRedirectUrl(row: Pick<PrescoreRow, 'returnUrl' | 'publicId'>, isEligible: boolean) {
  if (!row.returnUrl) return null;
  const url = new URL(row.returnUrl);
  url.searchParams.set('prescore', row.publicId);
  url.searchParams.set('eligible', String(isEligible));
  return url.toString();
}

/** The income a linked bank account gave for the prescore (the bank-sync module, wired in app.ts). */
export interface LeasingBankIncomeLookup {
  effectiveBankIncome(
    customerId: string,
    purpose: 'LEASING_PRESCORE',
  ): Promise<{ salary: number; loanInstalments: number } | null>;
}

/** The active leasing products with their leasing terms, in display order. */
export async function listLeasingProducts(
  db: AuthDeps['db'],
  cache: ConfigCache = noConfigCache,
): Promise<LeasingProduct[]> {
  const [products, terms] = await Promise.all([
    listActiveProducts(db, 'LEASING', cache),
    loadLeasingTerms(db, cache),
  ]);
  return products.flatMap((product) => {
    const leasing = terms.get(product.id);
    return leasing ? [{ ...product, leasing }] : [];
  });
}

export function createLeasingPrescoreService(
  {
    db,
    limiter,
    secrets,
    config,
  }: Pick<AuthDeps, 'db' | 'limiter' | 'secrets'> & {
    config: { publicUrl: string };
  },
  { effectiveBankIncome }: LeasingBankIncomeLookup,
  cache: ConfigCache = noConfigCache,
) {
  async function questionSetOf(type: AssessmentType): Promise<PreliminaryQuestionSet> {
    const set = await findLeasingQuestionSet(
      db,
      LEASING_QUESTION_SET_IDS[type],
      await loadAgeLimits(db, cache),
      cache,
    );
    if (!set) throw new AppError('NOT_FOUND', 'errors.leasing.questionSetNotFound');
    return set;
  }

  const leasingProducts = () => listLeasingProducts(db, cache);

  /** The values the limits' wording names, from the default product (the one the dealer API checks). */
  async function defaultLimitValues() {
    return leasingLimitValues((await defaultProduct()).leasing.limits);
  }

  async function defaultProduct(): Promise<LeasingProduct> {
    const [first] = await leasingProducts();
    // The seed ships leasing products; a database without one cannot serve the prescore.
    if (!first) throw new Error('no active leasing product is configured');
    return first;
  }

  /**
   * The customer's prescore: the first logged-in customer to reach an unclaimed one becomes
   * its owner; for anyone else it does not exist.
   */
  async function ownPrescore(customerId: string, publicId: string): Promise<PrescoreRow> {
    const row = await findPrescoreByPublicId(db, publicId);
    if (!row) throw notFound();
    if (row.customerId === customerId) return row;
    if (row.customerId !== null) throw notFound();
    const claimed = await claimPrescore(db, publicId, customerId);
    if (claimed) return claimed;
    // Someone claimed it between the read and the write: it is theirs unless it was ours.
    const again = await findPrescoreByPublicId(db, publicId);
    if (again?.customerId !== customerId) throw notFound();
    return again;
  }

  function vehicleOf(row: PrescoreRow): LeasingRequest['vehicle'] {
    return { condition: row.vehicleCondition, firstRegistrationDate: row.firstRegistrationDate };
  }

  /**
   * The submit's checks, the client's checks repeated (ARCHITECTURE "Rules once"): amount =
   * price - down payment, answers valid for the type's question set, and the income fields as
   * the answers give them (in PSD2 mode the bank's figures stand in for them).
   */
  async function checkedSubmit(
    customerId: string,
    row: PrescoreRow,
    input: SubmitInput,
    today: string,
  ): Promise<{ answers: Answers; request: SubmitInput; questionSet: PreliminaryQuestionSet }> {
    const questionSet = await questionSetOf(input.type);
    const bankIncome =
      input.type === 'PSD2' ? await effectiveBankIncome(customerId, 'LEASING_PRESCORE') : null;
    if (input.type === 'PSD2' && !bankIncome)
      throw new AppError('CONFLICT', 'errors.bankSync.noSucceededSync');
    const errors: FieldErrors = amountErrors(row, input);
    const given = parseDynamicData(input.dynamicData);
    if (!given)
      throw new AppError('VALIDATION_FAILED', undefined, { ...errors, dynamicData: 'validation.invalid' });
    if (bankIncome) {
      const own = withoutBankAnswered(given);
      Object.assign(errors, checkPreliminaryAnswers(questionSet, own, today));
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
      const answers = { ...own, ...bankAnswers(bankIncome) };
      return {
        answers,
        questionSet,
        request: { ...input, ...incomeFieldsFromAnswers(answers), dynamicData: JSON.stringify(answers) },
      };
    }
    Object.assign(errors, checkPreliminaryAnswers(questionSet, given, today));
    const expected = incomeFieldsFromAnswers(given);
    for (const field of ['salary', 'salaryCommitment', 'committedSalary'] as const)
      if (input[field] !== expected[field]) errors[field] ??= 'validation.invalid';
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
    return { answers: given, questionSet, request: input };
  }

  function amountErrors(row: PrescoreRow, input: Pick<SubmitInput, 'amount' | 'downPayment'>): FieldErrors {
    const errors: FieldErrors = {};
    if (input.downPayment >= row.price) errors.downPayment = 'validation.size';
    else if (input.amount !== row.price - input.downPayment) errors.amount = 'validation.invalid';
    return errors;
  }

  /** Runs the engine and stores the decision, the prescore's new state and the profile's status in one transaction. */
  async function decide(
    customer: CustomerRow,
    row: PrescoreRow,
    kind: 'SUBMIT' | 'RECALCULATE',
    input: { request: SubmitInput; answers: Answers; questionSetId: string; step?: number },
    today: string,
  ): Promise<LeasingPrescoreResult> {
    const { request, answers } = input;
    const [products, figures] = await Promise.all([
      leasingProducts(),
      loadRegulatoryFigures(db, today, cache),
    ]);
    const decision = evaluateLeasing({
      products,
      figures,
      request: {
        price: row.price,
        downPayment: request.downPayment,
        residualValue: row.residualValue,
        months: request.duration,
        vehicle: vehicleOf(row),
      },
      facts: applicantFactsFromAnswers(request, answers),
      today,
    });
    const result = {
      offers: decision.offers,
      reasons: decision.reasons,
      limitBreaches: decision.limitBreaches,
      figures: decision.figures,
    };
    const decidedAt = new Date();
    const stored = {
      amount: request.amount,
      duration: request.duration,
      downPayment: request.downPayment,
      extraAmount: request.extraAmount,
      salary: request.salary,
      salaryCommitment: request.salaryCommitment,
      committedSalary: request.committedSalary,
      type: request.type,
      dynamicData: request.dynamicData,
    };
    await db.transaction(async (tx) => {
      const moved = await updateCustomerInStatus(tx, customer.id, SUBMITTING_STATUSES, {
        status: 'LEASING_PRESCORE',
        statusResult: null,
        flowPosition: null,
        flowPage: null,
      });
      if (!moved) throw new AppError('CONFLICT', 'errors.leasing.statusNotAllowed');
      const updated = await updateOwnPrescore(tx, row.id, customer.id, {
        status: 'SUBMITTED',
        type: request.type,
        dynamicData: request.dynamicData,
        amount: request.amount,
        duration: request.duration,
        downPayment: request.downPayment,
        extraAmount: request.extraAmount,
        ...(input.step !== undefined ? { step: input.step } : {}),
        request: stored,
        result,
        isEligible: decision.isEligible,
        decidedAt,
      });
      if (!updated) throw notFound();
      // The dealer learns the decision and the eligible offer with the lowest payment, never income or answers.
      const offered = decision.offers
        .flatMap((offer) => (offer.decision === 'OK' && offer.quote ? [offer.quote] : []))
        .sort((a, b) => a.monthlyPayment - b.monthlyPayment)[0];
      await notifyDealer(tx, row.dealerId, {
        type: 'leasing.prescore.submitted',
        prescore: { publicId: row.publicId, dealerReference: row.dealerReference },
        decision: decision.isEligible ? 'ELIGIBLE' : 'NOT_ELIGIBLE',
        offer: offered ?? null,
      });
      await insertDecision(tx, {
        prescoreId: row.id,
        kind,
        request: stored,
        result,
        isEligible: decision.isEligible,
        questionSetId: input.questionSetId,
        regulatoryFigures: figures,
      });
    });
    return {
      isEligible: decision.isEligible,
      redirectUrl: dealerRedirectUrl(row, decision.isEligible),
      ...result,
      limitValues: await defaultLimitValues(),
      decidedAt: decidedAt.toISOString(),
    };
  }

  function requireSubmittingStatus(customer: CustomerRow): void {
    if (!(SUBMITTING_STATUSES as readonly string[]).includes(customer.status))
      throw new AppError('CONFLICT', 'errors.leasing.statusNotAllowed');
  }

  /** The prescore as its customer reads it: offers under today's THM cap, the dealer's return link. */
  async function present(row: PrescoreRow): Promise<LeasingPrescore> {
    const prescore = toLeasingPrescore(row, await defaultLimitValues());
    if (!prescore.result) return prescore;
    const figures = await loadRegulatoryFigures(db, undefined, cache);
    const current = leasingDecisionUnderThmCap(prescore.result, thmCapFor('LEASING', figures));
    return {
      ...prescore,
      result: {
        ...current,
        redirectUrl: dealerRedirectUrl(row, current.isEligible),
      },
    };
  }

  /** What the dealer may know of a prescore: its state and decision, never the customer's data. */
  function toDealerPrescore(row: PrescoreRow): DealerPrescore {
    const path = landingPath(row.dealerId, row.publicId);
    return {
      publicId: row.publicId,
      dealerId: row.dealerId,
      dealerReference: row.dealerReference,
      landingPath: path,
      landingUrl: `${config.publicUrl}${path}`,
      status: row.status,
      isEligible: row.isEligible,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    getQuestions: questionSetOf,
    toDealerPrescore,

    async getByPublicId(customerId: string, publicId: string): Promise<LeasingPrescore> {
      return present(await ownPrescore(customerId, publicId));
    },

    async update(
      customerId: string,
      publicId: string,
      patch: LeasingPrescoreUpdate,
    ): Promise<LeasingPrescore> {
      const row = await ownPrescore(customerId, publicId);
      const errors: FieldErrors = {};
      const values: Partial<NewPrescoreRow> = {};
      if (patch.dynamicData !== undefined) {
        const answers = parseDynamicData(patch.dynamicData);
        if (!answers) errors.dynamicData = 'validation.invalid';
        else if (Object.keys(answers).length > MAX_PRESCORE_ANSWERS) errors.dynamicData = 'validation.size';
        else values.dynamicData = JSON.stringify(answers);
      }
      // Amount financed and down payment move together: amount = price - down payment.
      const downPayment =
        patch.downPayment ?? (patch.amount !== undefined ? row.price - patch.amount : undefined);
      if (downPayment !== undefined) {
        const amount = row.price - downPayment;
        if (downPayment < 0 || amount <= 0)
          errors[patch.downPayment !== undefined ? 'downPayment' : 'amount'] = 'validation.size';
        else if (patch.amount !== undefined && patch.amount !== amount) errors.amount = 'validation.invalid';
        else Object.assign(values, { downPayment, amount });
      }
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
      if (patch.duration !== undefined) values.duration = patch.duration;
      if (patch.extraAmount !== undefined) values.extraAmount = patch.extraAmount;
      const type = patch.type === undefined ? row.type : patch.type;
      if (patch.type !== undefined) values.type = patch.type;
      if (patch.step !== undefined || patch.type !== undefined) {
        const questionSteps = type ? (await questionSetOf(type)).steps.length : 0;
        values.step = clampPrescoreStep(patch.step ?? row.step, questionSteps, type);
      }
      const updated = await updateOwnPrescore(db, row.id, customerId, values);
      if (!updated) throw notFound();
      return present(updated);
    },

    async submit(customer: CustomerRow, input: SubmitInput): Promise<LeasingPrescoreResult> {
      await enforceLimit(limiter, leasingLimits.decisionsPerCustomer, customer.id);
      const row = await ownPrescore(customer.id, input.publicId);
      requireSubmittingStatus(customer);
      const today = todayIso();
      const { answers, request, questionSet } = await checkedSubmit(customer.id, row, input, today);
      return decide(customer, row, 'SUBMIT', { request, answers, questionSetId: questionSet.id }, today);
    },

    async recalculate(customer: CustomerRow, input: RecalculateInput): Promise<LeasingPrescoreResult> {
      await enforceLimit(limiter, leasingLimits.decisionsPerCustomer, customer.id);
      const row = await ownPrescore(customer.id, input.publicId);
      if (!row.request) throw new AppError('CONFLICT', 'errors.leasing.notSubmitted');
      requireSubmittingStatus(customer);
      const errors = amountErrors(row, input);
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
      const answers = parseDynamicData(row.request.dynamicData) ?? {};
      const request: SubmitInput = { ...row.request, ...input };
      return decide(
        customer,
        row,
        'RECALCULATE',
        { request, answers, questionSetId: LEASING_QUESTION_SET_IDS[row.request.type] },
        todayIso(),
      );
    },

    async getMine(customerId: string): Promise<LeasingPrescore> {
      const row = await findLatestPrescoreOfCustomer(db, customerId);
      if (!row) throw new AppError('NOT_FOUND', 'errors.leasing.noPrescore');
      return present(row);
    },

    /**
     * The sliders for the prescore's vehicle across the leasing products: the widest range any
     * product lends, each end within the limits (down payment at least its share, down payment
     * and residual value below the price, the vehicle's age at the end).
     */
    async getFilterSettings(customerId: string, publicId: string): Promise<LeasingFilterSettings> {
      const row = await ownPrescore(customerId, publicId);
      const products = await leasingProducts();
      const first = await defaultProduct();
      const today = todayIso();
      const ranges = products.map((product) => {
        const { limits } = product.leasing;
        const minDownPayment = Math.max(
          minimumDownPayment(row.price, limits),
          row.price - product.maxAmount,
          0,
        );
        // The largest down payment that leaves more to finance than the residual value, on the
        // sliders' step: a customer can reach it, and it reads as a round figure.
        const largest = row.price - Math.max(product.minAmount, row.residualValue + 1);
        const maxDownPayment = Math.floor(largest / product.amountStep) * product.amountStep;
        const longest = longestTermForVehicle(vehicleOf(row), limits, today);
        return {
          minDownPayment,
          maxDownPayment,
          minDuration: Math.max(limits.minMonths, product.minMonths),
          maxDuration: Math.min(longest ?? limits.minMonths, product.maxMonths),
          amountStep: product.amountStep,
        };
      });
      const minDownPayment = Math.min(...ranges.map((range) => range.minDownPayment));
      const maxDownPayment = Math.max(minDownPayment, ...ranges.map((range) => range.maxDownPayment));
      const minDuration = Math.min(...ranges.map((range) => range.minDuration));
      const maxDuration = Math.max(minDuration, ...ranges.map((range) => range.maxDuration));
      const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
      const defaultDownPayment = clamp(row.downPayment, minDownPayment, maxDownPayment);
      return {
        price: row.price,
        residualValue: row.residualValue,
        minDownPayment,
        maxDownPayment,
        defaultDownPayment,
        minAmount: Math.max(1, row.price - maxDownPayment),
        maxAmount: Math.max(1, row.price - minDownPayment),
        amountStep: Math.min(...ranges.map((range) => range.amountStep)),
        defaultAmount: Math.max(1, row.price - defaultDownPayment),
        minDuration,
        maxDuration,
        durationStep: 1,
        defaultDuration: clamp(row.duration, minDuration, maxDuration),
        defaultOfferId: first.id,
      };
    },

    /** The dealer of a presented API key; 401 for a missing, unknown or revoked key. */
    async authenticateDealer(authorization: string | undefined): Promise<string> {
      const invalid = () => new AppError('UNAUTHORIZED', 'errors.leasing.dealerKeyInvalid');
      if (!authorization?.startsWith('Bearer ')) throw invalid();
      const key = authorization.slice('Bearer '.length).trim();
      if (!key.startsWith(DEALER_KEY_PREFIX) || key.length !== DEALER_KEY_PREFIX.length + DEALER_KEY_LENGTH)
        throw invalid();
      const found = await useDealerApiKey(db, secrets.hashSecret(key));
      if (!found) throw invalid();
      return found.dealerId;
    },

    /**
     * A dealer opens a prescore for a vehicle. The vehicle is checked against the default leasing
     * product's limits first (a dealer learns at once that a car is too old); the landing link
     * carries an unguessable public id. A repeated dealer reference answers the first prescore.
     */
    async createForDealer(
      dealerId: string,
      input: DealerCreateInput,
    ): Promise<{ prescore: DealerPrescore; created: boolean }> {
      await enforceLimit(limiter, leasingLimits.prescoresPerDealer, dealerId);
      if (input.dealerReference) {
        const existing = await findPrescoreByDealerReference(db, dealerId, input.dealerReference);
        if (existing) return { prescore: toDealerPrescore(existing), created: false };
      }
      const product = await defaultProduct();
      const { limits } = product.leasing;
      const today = todayIso();
      const vehicle = {
        condition: input.vehicle.condition,
        firstRegistrationDate: input.vehicle.firstRegistrationDate,
      };
      const longest = longestTermForVehicle(vehicle, limits, today) ?? limits.minMonths;
      const duration =
        input.duration ??
        Math.min(Math.max(DEFAULT_TERM_MONTHS, limits.minMonths, product.minMonths), longest);
      const breaches = leasingLimitBreaches(
        {
          price: input.price,
          downPayment: input.downPayment,
          residualValue: input.residualValue,
          months: duration,
          vehicle,
        },
        limits,
        today,
      );
      if (breaches.length > 0) {
        const fieldErrors: FieldErrors = {};
        for (const breach of breaches) {
          const field =
            breach.field === 'firstRegistrationDate' ? 'vehicle.firstRegistrationDate' : breach.field;
          fieldErrors[field] ??= breach.key;
        }
        const first = breaches[0];
        throw new AppError(
          'VALIDATION_FAILED',
          first
            ? {
                key: first.key,
                values: leasingLimitValues(limits),
              }
            : undefined,
          fieldErrors,
        );
      }
      // A clash of 143-bit ids does not happen; a second draw keeps the insert honest if it did.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const row = await insertPrescore(db, {
          publicId: randomId(LEASING_PUBLIC_ID_LENGTH),
          dealerId,
          dealerReference: input.dealerReference,
          returnUrl: input.returnUrl,
          vehicleCondition: input.vehicle.condition,
          firstRegistrationDate: input.vehicle.firstRegistrationDate,
          vehicleDescription: input.vehicle.description,
          price: input.price,
          residualValue: input.residualValue,
          downPayment: input.downPayment,
          amount: input.price - input.downPayment,
          duration,
        });
        if (row) return { prescore: toDealerPrescore(row), created: true };
        if (input.dealerReference) {
          // The same reference created in parallel: answer that one.
          const existing = await findPrescoreByDealerReference(db, dealerId, input.dealerReference);
          if (existing) return { prescore: toDealerPrescore(existing), created: false };
        }
      }
      throw new Error('could not store a new prescore');
    },

    /** One of the dealer's prescores as the dealer may see it; another dealer's does not exist. */
    async getForDealer(dealerId: string, publicId: string): Promise<DealerPrescore> {
      await enforceLimit(limiter, leasingLimits.prescoresPerDealer, dealerId);
      const row = await findPrescoreByPublicId(db, publicId);
      if (!row || row.dealerId !== dealerId) throw notFound();
      return toDealerPrescore(row);
    },

    /** Issues a dealer API key; the key is in this answer only, the database keeps its keyed hash. */
    async issueDealerApiKey(dealerId: string, staff: StaffActor | null): Promise<DealerApiKeyCreated> {
      if (!(await dealerExists(db, dealerId))) throw new AppError('NOT_FOUND', 'errors.dealers.notFound');
      const key = `${DEALER_KEY_PREFIX}${randomId(DEALER_KEY_LENGTH)}`;
      const prefix = key.slice(0, DEALER_KEY_PREFIX.length + 6);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertDealerApiKey(tx, {
          dealerId,
          keyHash: secrets.hashSecret(key),
          prefix,
          createdByStaffId: staff?.staffId ?? null,
        });
        // The audit keeps the key's prefix, never the key.
        if (staff)
          await recordStaffAction(tx, staff, {
            action: 'DEALER_API_KEY_ISSUED',
            subjectKind: 'DEALER',
            subjectId: dealerId,
            after: { keyId: inserted.id, prefix },
          });
        return inserted;
      });
      return { id: row.id, dealerId, key, prefix, createdAt: row.createdAt.toISOString() };
    },
  };
}

export type LeasingPrescoreService = ReturnType<typeof createLeasingPrescoreService>;

/** What the demo seed uses to open the demo prescores with fixed public ids. */
export { insertPrescore } from './leasing-prescore.repository.ts';
