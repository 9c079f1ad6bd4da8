import {
  type LeasingLimits,
  type LeasingProductTerms,
  type PreliminaryQuestion,
  type PreliminaryQuestionSet,
  type PreliminaryStep,
  questionSetFor,
} from '@hitelkapu/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { leasingProducts, loanProducts, questionSets } from '../db/schema/index.ts';
import {
  insertPrescore,
  LEASING_QUESTION_SET_IDS,
} from '../modules/leasing-prescore/leasing-prescore.service.ts';
import { ALFOLD_DEALER_ID, DUNAKANYAR_DEALER_ID } from './dealers.ts';
import { standardLatePayment } from './loan-products.ts';
import { personalLoanQuestionSet } from './question-sets.ts';

/**
 * The typical figures of DOMAIN.md "Leasing" for HUF financing of consumers: at least 20 %
 * down payment, 12-84 months, the vehicle at most 16 years old at signing and 18 at the end,
 * a residual value of at most 40 % of the price.
 */
export const typicalLeasingLimits: LeasingLimits = {
  minDownPaymentPercent: 20,
  minMonths: 12,
  maxMonths: 84,
  maxVehicleAgeAtSigningYears: 16,
  maxVehicleAgeAtEndYears: 18,
  maxResidualValuePercent: 40,
};

const palette = { background: '#edf2ff', mid: '#748ffc', deep: '#364fc7' };

/** A car, drawn with shapes only (no scripts, no links). */
const carImage = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" width="240" height="160"><rect width="240" height="160" rx="16" fill="${palette.background}"/><path d="M40 100l18-30h92l30 30h20v22H40z" fill="${palette.mid}"/><rect x="70" y="76" width="34" height="20" rx="3" fill="#ffffff"/><rect x="110" y="76" width="34" height="20" rx="3" fill="#ffffff"/><circle cx="78" cy="124" r="14" fill="${palette.deep}"/><circle cx="168" cy="124" r="14" fill="${palette.deep}"/><circle cx="78" cy="124" r="5" fill="#ffffff"/><circle cx="168" cy="124" r="5" fill="#ffffff"/></svg>`;

type LoanProductRow = typeof loanProducts.$inferInsert;

/** The leasing products (kind LEASING): closed-end financial leasing, THM and JTM apply. */
export const leasingProductSeed: (LoanProductRow & { leasing: LeasingProductTerms })[] = [
  {
    identifier: 'zart-vegu-lizing-kedvezo',
    kind: 'LEASING',
    name: 'Kedvező zárt végű lízing',
    tagline: 'Alacsony fix kamat, díjak nélkül, maradványértékkel.',
    description:
      'Zárt végű pénzügyi lízing új és használt személyautókra 1 000 000 és 40 000 000 Ft között, 12–84 hónapra, 7,99 %-os fix kamattal. Legalább 20 % önerő, a maradványérték legfeljebb a vételár 40 %-a; az utolsó részlettel együtt fizetve az autó az Öné lesz. Nincs folyósítási és számlavezetési díj.',
    features: [
      '7,99 % fix éves kamat a teljes futamidőre',
      'Legalább 20 % önerő, akár 40 % maradványérték',
      'Az utolsó részlet és a maradványérték után az autó az Öné',
    ],
    minAmount: 1_000_000,
    maxAmount: 40_000_000,
    amountStep: 100_000,
    minMonths: 12,
    maxMonths: 84,
    rateBands: [
      { minAmount: 1_000_000, maxAmount: 40_000_000, minMonths: 12, maxMonths: 84, annualRatePercent: 7.99 },
    ],
    rateType: 'FIXED',
    latePayment: standardLatePayment,
    disbursementFeePercent: 0,
    disbursementFeeMax: 0,
    monthlyFee: 0,
    representativeAmount: 9_600_000,
    representativeMonths: 48,
    imageSvg: carImage,
    imageAlt: 'Egy személyautó oldalnézetből.',
    sortOrder: 10,
    leasing: { limits: typicalLeasingLimits, paymentTiming: 'ARREARS' },
  },
  {
    identifier: 'zart-vegu-lizing-rugalmas',
    kind: 'LEASING',
    name: 'Rugalmas zárt végű lízing',
    tagline: 'Új és használt autóra, havi díjjal, bármelyik futamidőre.',
    description:
      'Zárt végű pénzügyi lízing új és használt személyautókra 1 000 000 és 30 000 000 Ft között, 12–84 hónapra, 9,49 %-os fix kamattal. A szerződéskötési díj a finanszírozott összeg 1 %-a, legfeljebb 60 000 Ft, a havi ügyviteli díj 990 Ft; mindkettő benne van a THM-ben.',
    features: [
      '9,49 % fix éves kamat a teljes futamidőre',
      'Használt autóra is, ha a futamidő végén legfeljebb 18 éves',
      'Szerződéskötési díj: 1 %, legfeljebb 60 000 Ft; havi díj 990 Ft',
    ],
    minAmount: 1_000_000,
    maxAmount: 30_000_000,
    amountStep: 100_000,
    minMonths: 12,
    maxMonths: 84,
    rateBands: [
      { minAmount: 1_000_000, maxAmount: 30_000_000, minMonths: 12, maxMonths: 84, annualRatePercent: 9.49 },
    ],
    rateType: 'FIXED',
    latePayment: standardLatePayment,
    disbursementFeePercent: 1,
    disbursementFeeMax: 60_000,
    monthlyFee: 990,
    representativeAmount: 6_000_000,
    representativeMonths: 60,
    imageSvg: carImage,
    imageAlt: 'Egy személyautó oldalnézetből.',
    sortOrder: 11,
    leasing: { limits: typicalLeasingLimits, paymentTiming: 'ARREARS' },
  },
];

const pick = (identifier: string): PreliminaryQuestion => {
  for (const step of personalLoanQuestionSet.steps) {
    const found = step.questions.find((question) => question.identifier === identifier);
    if (found) return found;
  }
  throw new Error(`the personal-loan question set has no '${identifier}'`);
};

const stepOf = (id: string): PreliminaryStep => {
  const step = personalLoanQuestionSet.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`the personal-loan question set has no step '${id}'`);
  return step;
};

/**
 * The prescore's questions, the personal loan's where they fit (the decision engine reads the
 * same identifiers): birth date and household, the income questions (employer since is
 * `current_job`, DATE_PICKER PAST), and existing loans and credit lines.
 */
export const leasingQuestionSet: PreliminaryQuestionSet = {
  id: LEASING_QUESTION_SET_IDS.MANUAL,
  title: 'Lízing előminősítés',
  steps: [
    {
      id: 'personal',
      rowIndex: 0,
      title: 'Személyes adatok',
      description: 'Néhány alapadat, hogy tudjuk, mekkora havi lízingdíj illik a háztartásához.',
      time: 45,
      questions: [
        pick('date_of_birth'),
        {
          identifier: 'household_size',
          type: 'INPUT',
          label: 'Hányan élnek a háztartásában, Önt is beleértve?',
          hint: 'Azokat számolja, akikkel közösen gazdálkodik.',
          options: [],
          validation: null,
          format: null,
          min: 1,
          max: 20,
          conditions: [],
        },
      ],
    },
    { ...stepOf('income'), rowIndex: 1 },
    {
      ...stepOf('commitments'),
      rowIndex: 2,
      description:
        'A meglévő hiteleit és lízingjeit azért kérdezzük, hogy az új lízingdíjjal együtt se vállaljon túl nagy terhet.',
    },
  ],
};

/** PSD2: the linked bank account answers the income and existing-loan questions. */
export const leasingPsd2QuestionSet: PreliminaryQuestionSet = {
  ...questionSetFor(leasingQuestionSet, 'PSD2'),
  id: LEASING_QUESTION_SET_IDS.PSD2,
  title: 'Lízing előminősítés bankszámla-kapcsolattal',
};

export const leasingQuestionSetSeed: PreliminaryQuestionSet[] = [leasingQuestionSet, leasingPsd2QuestionSet];

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The leasing configuration: question sets follow the shipped content until staff edit them;
 * products and their leasing terms are the lender's once shipped, so only missing ones are added.
 */
export async function seedLeasingContent(tx: Transaction): Promise<void> {
  await tx
    .insert(questionSets)
    .values(leasingQuestionSetSeed)
    .onConflictDoUpdate({
      target: questionSets.id,
      set: { title: sql`excluded.title`, steps: sql`excluded.steps`, updatedAt: sql`now()` },
      setWhere: sql`${questionSets.source} = 'seed' and (${questionSets.title}, ${questionSets.steps}) is distinct from (excluded.title, excluded.steps)`,
    });
  await tx
    .insert(loanProducts)
    .values(leasingProductSeed.map(({ leasing: _terms, ...product }) => product))
    .onConflictDoNothing({ target: loanProducts.identifier });
  const rows = await tx
    .select({ id: loanProducts.id, identifier: loanProducts.identifier })
    .from(loanProducts)
    .where(
      inArray(
        loanProducts.identifier,
        leasingProductSeed.map((product) => product.identifier),
      ),
    );
  await tx
    .insert(leasingProducts)
    .values(
      leasingProductSeed.map((product) => {
        const row = rows.find((candidate) => candidate.identifier === product.identifier);
        if (!row) throw new Error(`leasing product '${product.identifier}' is missing`);
        return { productId: row.id, ...product.leasing };
      }),
    )
    .onConflictDoNothing();
}

/** The id of a shipped product by its identifier. */
export async function leasingProductId(db: Pick<Db, 'select'>, identifier: string): Promise<number> {
  const [row] = await db
    .select({ id: loanProducts.id })
    .from(loanProducts)
    .where(eq(loanProducts.identifier, identifier));
  if (!row) throw new Error(`no product '${identifier}'`);
  return row.id;
}

/**
 * One prescore per demo dealer with a fixed public id, so the demo landing links work on a
 * fresh start (demo databases only: a known public id is guessable by design). Each is
 * claimed by the first customer who opens it, as any prescore is. Added once.
 */
export const demoLeasingPrescores = [
  {
    publicId: 'DunakanyarDemo2026Skoda1',
    dealerId: DUNAKANYAR_DEALER_ID,
    dealerReference: 'DEMO-DUNAKANYAR-1',
    vehicleCondition: 'NEW',
    firstRegistrationDate: null,
    vehicleDescription: 'Škoda Octavia Combi 1.5 TSI Style',
    // The DOMAIN.md example: 20 % down, residual value 40 %, 48 months.
    price: 12_000_000,
    downPayment: 2_400_000,
    residualValue: 4_800_000,
    duration: 48,
  },
  {
    publicId: 'AlfoldAutoDemo2026Used01',
    dealerId: ALFOLD_DEALER_ID,
    dealerReference: 'DEMO-ALFOLD-1',
    vehicleCondition: 'USED',
    firstRegistrationDate: '2021-05-14',
    vehicleDescription: 'Toyota Corolla Touring Sports 1.8 Hybrid',
    price: 7_490_000,
    downPayment: 1_800_000,
    residualValue: 2_200_000,
    duration: 60,
  },
] as const;

export async function seedDemoLeasingPrescores(db: Db): Promise<void> {
  for (const prescore of demoLeasingPrescores) {
    await insertPrescore(db, { ...prescore, amount: prescore.price - prescore.downPayment });
  }
}
