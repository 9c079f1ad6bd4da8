import type {
  FilterSettings,
  LoanProduct,
  OfferQuote,
  TripleOfferConfig,
} from '@hitelkapu/domain/contracts/offers';
import type {
  PreliminaryAssessment,
  PreliminaryOfferResult,
  PreliminaryQuestion,
  PreliminaryQuestionSet,
} from '@hitelkapu/domain/contracts/preliminary';
import type { Statement } from '@hitelkapu/domain/contracts/statements';
import { quoteOffer, type RegulatoryFigures } from '@hitelkapu/domain/finance/offer-quote';

/** Test data of the credit journey, shaped by the domain contracts. */

export const filterSettings: FilterSettings = {
  minAmount: 300_000,
  maxAmount: 5_000_000,
  amountStep: 50_000,
  defaultAmount: 1_500_000,
  minDuration: 12,
  maxDuration: 84,
  durationStep: 6,
  defaultDuration: 36,
  defaultOfferId: 1,
  questionSetId: 'credit-default',
};

// DOMAIN "Money and offers": base rate 6.5 %, THM cap +24 points for a personal loan.
export const regulatoryFigures: RegulatoryFigures = {
  baseRatePercent: 6.5,
  thmCapMarginPoints: 24,
  thmCapMarginPointsPointOfSale: 39,
  jtmIncomeThreshold: 800_000,
  jtmLimitBelowPercent: 50,
  jtmLimitAtOrAbovePercent: 60,
  jtmRevolvingSharePercent: 5,
  minimumNetIncome: 150_000,
  minimumAge: 18,
  maximumAgeAtMaturity: 75,
  minimumClosedBusinessYears: 1,
};

export function loanProduct(overrides: Partial<LoanProduct> & { rate?: number } = {}): LoanProduct {
  const { rate = 14.9, ...rest } = overrides;
  const base: LoanProduct = {
    id: 1,
    identifier: 'szemelyi-kolcson',
    kind: 'PERSONAL_LOAN',
    name: 'Személyi kölcsön',
    tagline: 'Szabadon felhasználható',
    description: 'Személyi kölcsön fix kamattal.',
    features: [],
    minAmount: 300_000,
    maxAmount: 5_000_000,
    amountStep: 50_000,
    minMonths: 12,
    maxMonths: 84,
    rateBands: [],
    rateType: 'FIXED',
    disbursementFeePercent: 1,
    disbursementFeeMax: 30_000,
    monthlyFee: 500,
    representativeAmount: 1_000_000,
    representativeMonths: 36,
    imageUrl: '/images/offers/szemelyi-kolcson.svg',
    ...rest,
  };
  return {
    ...base,
    rateBands: rest.rateBands ?? [
      {
        minAmount: base.minAmount,
        maxAmount: base.maxAmount,
        minMonths: base.minMonths,
        maxMonths: base.maxMonths,
        annualRatePercent: rate,
      },
    ],
  };
}

/** The engine's quote of a product, exactly as the server would compute it. */
export function quoteOf(product: LoanProduct, amount: number, months: number): OfferQuote {
  const quote = quoteOffer(product, amount, months, regulatoryFigures);
  if (!quote) throw new Error(`${product.identifier} does not lend ${amount} for ${months} months`);
  return quote;
}

const question = (
  overrides: Partial<PreliminaryQuestion> & Pick<PreliminaryQuestion, 'identifier' | 'type' | 'label'>,
): PreliminaryQuestion => ({
  hint: null,
  options: [],
  validation: null,
  format: null,
  min: null,
  max: null,
  conditions: [],
  ...overrides,
});

const yesNo = [
  { value: 'true', label: 'Igen' },
  { value: 'false', label: 'Nem' },
];

const when = (conditionalFieldId: string, conditionalFieldAnswer: string) => [
  { conditionalFieldId, conditionalFieldAnswer, conditionalFieldOperator: 'AND' as const },
];

export const questionSet: PreliminaryQuestionSet = {
  id: 'credit-default',
  title: 'Előzetes hitelbírálat',
  steps: [
    {
      id: 'income',
      rowIndex: 0,
      title: 'Munka és jövedelem',
      description: 'Honnan származik a jövedelme?',
      time: 120,
      questions: [
        question({
          identifier: 'source_of_income',
          type: 'SELECT',
          label: 'Jövedelem forrása',
          options: [
            { value: 'employee', label: 'Alkalmazott vagyok' },
            { value: 'self_employed', label: 'Vállalkozó vagyok' },
            { value: 'pensioner', label: 'Nyugdíjas vagyok' },
          ],
        }),
        question({
          identifier: 'salary',
          type: 'INPUT',
          label: 'Havi nettó jövedelem',
          format: 'HUF',
          min: 0,
          max: 100_000_000,
        }),
        question({
          identifier: 'trial_period',
          type: 'RADIO',
          label: 'Próbaidejét tölti?',
          options: yesNo,
          conditions: when('source_of_income', 'employee'),
        }),
        question({
          identifier: 'disability_pension',
          type: 'RADIO',
          label: 'Rokkantsági ellátásban részesül?',
          options: yesNo,
          conditions: when('source_of_income', 'pensioner'),
        }),
      ],
    },
    {
      id: 'personal',
      rowIndex: 1,
      title: 'Személyes adatok',
      description: null,
      time: 60,
      questions: [
        question({
          identifier: 'date_of_birth',
          type: 'DATE_PICKER',
          label: 'Születési dátum',
          validation: 'BIRTH_DATE',
          ageLimits: { min: 18, max: 75 },
        }),
      ],
    },
    {
      id: 'commitments',
      rowIndex: 2,
      title: 'Meglévő hitelek',
      description: null,
      time: 60,
      questions: [
        question({
          identifier: 'salary_commitment',
          type: 'RADIO',
          label: 'Van jelenleg törlesztett hitele?',
          options: yesNo,
        }),
        question({
          identifier: 'committed_salary',
          type: 'INPUT',
          label: 'Meglévő hiteleinek havi törlesztőrészlete összesen',
          format: 'HUF',
          min: 0,
          max: null,
          conditions: when('salary_commitment', 'true'),
        }),
      ],
    },
  ],
};

export function calculationStatement(overrides: Partial<Statement> = {}): Statement {
  return {
    id: 21,
    identifier: 'calculation_data_processing',
    version: 2,
    kind: 'CALCULATION',
    title: 'Hozzájárulás az adatok kezeléséhez',
    summary: 'Adatait csak az ajánlatok kiszámításához használjuk.',
    body: 'A teljes nyilatkozat szövege.',
    isRequired: true,
    ...overrides,
  };
}

export const tripleOfferConfig: TripleOfferConfig = {
  slots: [
    {
      kind: 'LOWEST_INSTALMENT',
      title: 'Legalacsonyabb törlesztőrészlet',
      description: 'A legkisebb havi teher.',
      offerId: null,
    },
    {
      kind: 'LOWEST_TOTAL_COST',
      title: 'Legkisebb teljes költség',
      description: 'Összesen ezzel fizet a legkevesebbet.',
      offerId: null,
    },
    { kind: 'RECOMMENDED', title: 'Ajánlatunk', description: 'Ügyfeleink kedvence.', offerId: 2 },
  ],
};

export function offerResult(
  product: LoanProduct,
  amount: number,
  months: number,
  overrides: Partial<PreliminaryOfferResult> = {},
): PreliminaryOfferResult {
  return {
    offerId: product.id,
    decision: 'OK',
    dtiDecision: 0,
    dtiAmount: amount,
    dtiDuration: months,
    quote: quoteOf(product, amount, months),
    reasons: [],
    ...overrides,
  };
}

export function assessment(overrides: Partial<PreliminaryAssessment> = {}): PreliminaryAssessment {
  return {
    id: 'pa-1',
    type: 'MANUAL',
    isEligible: true,
    amount: 2_000_000,
    duration: 36,
    dynamicData: JSON.stringify({
      source_of_income: 'employee',
      salary: '650000',
      trial_period: 'false',
      date_of_birth: '1985-04-12',
      salary_commitment: 'true',
      committed_salary: '40000',
    }),
    offers: [],
    reasons: [],
    figures: {
      netIncome: 650_000,
      existingInstalments: 40_000,
      revolvingLimits: 0,
      jtmLimitPercent: 50,
      maxInstalment: 285_000,
    },
    createdAt: '2026-11-22T10:00:00Z',
    ...overrides,
  };
}
