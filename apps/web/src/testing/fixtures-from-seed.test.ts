import {
  documentPromptSchema,
  flowSchema,
  statementPromptSchema,
} from '@hitelkapu/domain/contracts/application';
import { verificationMethodSchema } from '@hitelkapu/domain/contracts/identification';
import {
  filterSettingsSchema,
  loanProductSchema,
  tripleOfferConfigSchema,
} from '@hitelkapu/domain/contracts/offers';
import { preliminaryQuestionSetSchema } from '@hitelkapu/domain/contracts/preliminary';
import { statementSchema } from '@hitelkapu/domain/contracts/statements';
import { describe, expect, it } from 'vitest';
import {
  documentPromptSeed,
  personalLoanFlowSteps,
  simpleFieldSeed,
  statementPromptSeed,
} from '../../../server/src/seed/application-flow.ts';
import { loanProductSeed } from '../../../server/src/seed/loan-products.ts';
import { filterSettingsSeed, tripleOfferConfigSeed } from '../../../server/src/seed/offer-settings.ts';
import { personalLoanQuestionSet } from '../../../server/src/seed/question-sets.ts';
import { regulatoryFigureSeed } from '../../../server/src/seed/regulatory-figures.ts';
import { statementSeed } from '../../../server/src/seed/statements.ts';
import { verificationMethodSeed } from '../../../server/src/seed/verification-methods.ts';
import {
  applicationFlow,
  applicationProduct,
  idCardPrompt,
  KO_EXPLANATION,
  khrStatement,
  kycTypeInfo,
  sandboxKyc,
  smsSignature,
} from './application-fixtures.ts';
import {
  calculationStatement,
  filterSettings,
  loanProduct,
  questionSet,
  regulatoryFigures,
  seededProducts,
  tripleOfferConfig,
} from './credit-fixtures.ts';

/**
 * The web tests' fixtures stand for what a freshly seeded server answers. These checks fail
 * when a fixture stops following the seed (a hand-made copy creeping back, a mapping that
 * drops or renames something) or stops matching the contract the client reads.
 */

const identifiersOf = (steps: readonly { id: string; questions: readonly { identifier: string }[] }[]) =>
  steps.map((step) => [step.id, step.questions.map((question) => question.identifier)]);

describe('web test fixtures follow the seed', () => {
  it('the question set is the seeded personal-loan set, question for question', () => {
    expect(preliminaryQuestionSetSchema.parse(questionSet)).toEqual(questionSet);
    expect(questionSet.id).toBe(personalLoanQuestionSet.id);
    expect(questionSet.title).toBe(personalLoanQuestionSet.title);
    expect(identifiersOf(questionSet.steps)).toEqual(identifiersOf(personalLoanQuestionSet.steps));
    const seeded = personalLoanQuestionSet.steps.flatMap((step) => step.questions);
    const served = questionSet.steps.flatMap((step) => step.questions);
    expect(served.map(({ ageLimits: _limits, ...question }) => question)).toEqual(seeded);
    // The server adds the lender's age limits to a birth date.
    expect(served.find((question) => question.identifier === 'date_of_birth')?.ageLimits).toEqual({
      min: regulatoryFigures.minimumAge,
      max: regulatoryFigures.maximumAgeAtMaturity,
    });
  });

  it('the offer settings are the seeded ones, products named by their ids', () => {
    expect(filterSettingsSchema.parse(filterSettings)).toEqual(filterSettings);
    const { defaultOfferId, ...settings } = filterSettings;
    const { defaultOfferId: defaultProduct, ...seededSettings } = filterSettingsSeed;
    expect(settings).toEqual(seededSettings);
    expect(seededProducts.find((product) => product.id === defaultOfferId)?.identifier).toBe(defaultProduct);
    expect(filterSettings.questionSetId).toBe(questionSet.id);

    expect(tripleOfferConfigSchema.parse(tripleOfferConfig)).toEqual(tripleOfferConfig);
    expect(
      tripleOfferConfig.slots.map((slot) => ({
        ...slot,
        offerId: seededProducts.find((product) => product.id === slot.offerId)?.identifier ?? null,
      })),
    ).toEqual(tripleOfferConfigSeed.slots);
  });

  it('the products are the seeded ones, in their order, with their terms', () => {
    expect(seededProducts.map((product) => product.identifier)).toEqual(
      loanProductSeed.map((row) => row.identifier),
    );
    for (const [index, product] of seededProducts.entries()) {
      const row = loanProductSeed[index];
      expect(loanProductSchema.parse(product)).toEqual(product);
      expect(product).toMatchObject({
        name: row?.name,
        tagline: row?.tagline,
        minAmount: row?.minAmount,
        maxAmount: row?.maxAmount,
        minMonths: row?.minMonths,
        maxMonths: row?.maxMonths,
        rateBands: row?.rateBands,
        disbursementFeePercent: row?.disbursementFeePercent,
        disbursementFeeMax: row?.disbursementFeeMax,
        monthlyFee: row?.monthlyFee,
        representativeAmount: row?.representativeAmount,
        representativeMonths: row?.representativeMonths,
      });
    }
    expect(loanProduct()).toEqual(seededProducts[0]);
    expect(applicationProduct).toEqual(seededProducts[0]);
  });

  it('the engine’s figures are the seeded figures', () => {
    const seeded = (identifier: string) =>
      regulatoryFigureSeed.find((row) => row.identifier === identifier)?.value;
    expect(regulatoryFigures).toMatchObject({
      thmCapMarginPoints: seeded('thm_cap_margin_points'),
      thmCapMarginPointsPointOfSale: seeded('thm_cap_margin_points_point_of_sale'),
      jtmIncomeThreshold: seeded('jtm_income_threshold'),
      jtmLimitBelowPercent: seeded('jtm_limit_below_percent'),
      jtmLimitAtOrAbovePercent: seeded('jtm_limit_at_or_above_percent'),
      jtmRevolvingSharePercent: seeded('jtm_revolving_share_percent'),
      minimumNetIncome: seeded('minimum_net_income'),
      minimumAge: seeded('minimum_age'),
      maximumAgeAtMaturity: seeded('maximum_age_at_maturity'),
      minimumClosedBusinessYears: seeded('minimum_closed_business_years'),
    });
  });

  it('the statements are the seeded wording', () => {
    const calculation = calculationStatement();
    expect(statementSchema.parse(calculation)).toEqual(calculation);
    const seededCalculation = statementSeed.find((row) => row.identifier === calculation.identifier);
    expect(seededCalculation).toMatchObject({
      kind: calculation.kind,
      title: calculation.title,
      summary: calculation.summary,
      body: calculation.body,
    });

    expect(statementPromptSchema.parse(khrStatement)).toEqual(khrStatement);
    const prompt = statementPromptSeed.find((candidate) => candidate.id === khrStatement.id);
    const seededKhr = statementSeed.find((row) => row.identifier === prompt?.statementIdentifier);
    expect(seededKhr).toMatchObject({
      identifier: khrStatement.identifier,
      title: khrStatement.title,
      summary: khrStatement.summary,
      body: khrStatement.body,
    });
  });

  it('the application flow is the seeded flow, step for step and question for question', () => {
    expect(flowSchema.parse(applicationFlow)).toEqual(applicationFlow);
    expect(identifiersOf(applicationFlow.steps)).toEqual(identifiersOf(personalLoanFlowSteps));
    expect(applicationFlow.steps.map((step) => [step.title, step.time])).toEqual(
      personalLoanFlowSteps.map((step) => [step.title, step.time]),
    );
    const stored = personalLoanFlowSteps.flatMap((step) => step.questions);
    const served = applicationFlow.steps.flatMap((step) => step.questions);
    for (const [index, question] of served.entries()) {
      const { label: _label, hint: _hint, options: _options, ageLimits: _limits, hidden, ...rest } = question;
      const { hidden: storedHidden, ...storedRest } = stored[index] ?? { hidden: false };
      expect(rest).toEqual(storedRest);
      // Served as seeded: the bank-account field is shown too.
      expect(hidden).toBe(storedHidden);
    }
    // A simple field's wording is its seeded configuration's.
    for (const question of served.filter((candidate) => candidate.type === 'SIMPLE_FIELD')) {
      const field = simpleFieldSeed.find((candidate) => candidate.id === question.fieldId);
      expect([question.label, question.hint, question.options]).toEqual([
        field?.label,
        field?.hint,
        field?.options ?? [],
      ]);
    }
    expect(KO_EXPLANATION).toBe(stored.find((question) => question.isHardKo)?.koExplanation);
    expect(documentPromptSchema.parse(idCardPrompt)).toEqual(idCardPrompt);
    expect(documentPromptSeed.find((row) => row.id === idCardPrompt.id)).toMatchObject(idCardPrompt);
  });

  it('the seeded verification methods are offered as seeded', () => {
    for (const method of [sandboxKyc, smsSignature]) {
      expect(verificationMethodSchema.parse(method)).toEqual(method);
      expect(verificationMethodSeed.find((row) => row.code === method.code)).toMatchObject(method);
    }
    expect(kycTypeInfo().kycTypes).toContainEqual(sandboxKyc);
    expect(kycTypeInfo().signatureTypes).toEqual([smsSignature]);
  });
});
