import { describe, expect, it } from 'vitest';
import type { Flow, FlowQuestion } from '../contracts/application.ts';
import { flowQuestionSchema } from '../contracts/application.ts';
import { answersFromDynamicData, prefillFromPreliminary, preliminarySourceOf } from './prefill.ts';

/**
 * A new application starts with what the preliminary assessment already asked (issue 12 item
 * 6): the mapping is the flow question's `prefillFrom`, and the flow engine decides what it
 * accepts.
 */

const TODAY = '2026-11-25';
let nextFieldId = 1;

function question(identifier: string, extra: Partial<FlowQuestion> = {}): FlowQuestion {
  return {
    identifier,
    type: 'SIMPLE_FIELD',
    fieldType: 'INPUT',
    fieldId: nextFieldId++,
    fieldSubtype: null,
    validation: null,
    format: null,
    isRequired: true,
    isConditional: false,
    conditions: [],
    isHardKo: false,
    koAnswer: null,
    hidden: false,
    label: identifier,
    hint: null,
    options: [],
    koExplanation: null,
    ...extra,
  };
}

const yesNo = [
  { value: 'true', label: 'Igen' },
  { value: 'false', label: 'Nem' },
];

const flow: Pick<Flow, 'steps'> = {
  steps: [
    {
      id: 'personal',
      rowIndex: 0,
      title: 'Személyes adatok',
      description: null,
      time: 60,
      questions: [
        question('mothers_name'),
        question('birth_date', {
          fieldType: 'DATE_PICKER',
          validation: 'BIRTH_DATE',
          ageLimits: { min: 18, max: 75 },
          prefillFrom: 'preliminary.date_of_birth',
        }),
      ],
    },
    {
      id: 'income',
      rowIndex: 1,
      title: 'Munkahely és jövedelem',
      description: null,
      time: 60,
      questions: [
        question('employment_start', {
          fieldType: 'DATE_PICKER',
          validation: 'PAST',
          prefillFrom: 'preliminary.current_job',
        }),
        question('net_income', { format: 'HUF', prefillFrom: 'preliminary.salary' }),
        question('has_loans', {
          fieldType: 'RADIO',
          options: yesNo,
          prefillFrom: 'preliminary.salary_commitment',
        }),
        question('loan_instalments', {
          format: 'HUF',
          isConditional: true,
          conditions: [
            {
              conditionalFieldId: 'has_loans',
              conditionalFieldAnswer: 'true',
              conditionalFieldOperator: 'AND',
            },
          ],
          prefillFrom: 'preliminary.committed_salary',
        }),
        question('offer_amount', {
          type: 'READONLY_FIELD',
          fieldType: null,
          prefillFrom: 'preliminary.salary',
        }),
        // Same identifier as a preliminary question, but no mapping: not filled.
        question('salary', { format: 'HUF' }),
      ],
    },
  ],
};

const preliminary = {
  date_of_birth: '1985-04-12',
  current_job: '2019-09-01',
  salary: '650000',
  salary_commitment: 'true',
  committed_salary: '40000',
  loan_purpose: 'vehicle',
};

describe('prefillFromPreliminary', () => {
  it('takes every mapped answer, in flow order, and nothing that is not mapped', () => {
    expect(prefillFromPreliminary(flow, preliminary, TODAY)).toEqual({
      birth_date: '1985-04-12',
      employment_start: '2019-09-01',
      net_income: '650000',
      has_loans: 'true',
      loan_instalments: '40000',
    });
  });

  it('leaves to the customer an answer the engine refuses (an employment start in the future, a minor)', () => {
    const answers = prefillFromPreliminary(
      flow,
      { ...preliminary, current_job: '2027-01-01', date_of_birth: '2010-05-05' },
      TODAY,
    );
    expect(answers).not.toHaveProperty('employment_start');
    expect(answers).not.toHaveProperty('birth_date');
    expect(answers.net_income).toBe('650000');
  });

  it('fills a conditional question only when its controlling answer shows it', () => {
    const answers = prefillFromPreliminary(
      flow,
      { ...preliminary, salary_commitment: 'false', committed_salary: '40000' },
      TODAY,
    );
    expect(answers.has_loans).toBe('false');
    expect(answers).not.toHaveProperty('loan_instalments');
  });

  it('fills nothing from an empty or missing assessment answer', () => {
    expect(prefillFromPreliminary(flow, {}, TODAY)).toEqual({});
    expect(prefillFromPreliminary(flow, { salary: '' }, TODAY)).toEqual({});
  });
});

describe('the prefill configuration', () => {
  it('names a preliminary question; anything else is refused by the contract', () => {
    expect(preliminarySourceOf({ prefillFrom: 'preliminary.date_of_birth' })).toBe('date_of_birth');
    expect(preliminarySourceOf({})).toBeNull();
    const base = { ...question('x'), label: 'x' };
    expect(flowQuestionSchema.safeParse({ ...base, prefillFrom: 'preliminary.salary' }).success).toBe(true);
    expect(flowQuestionSchema.safeParse({ ...base, prefillFrom: 'profile.email' }).success).toBe(false);
    expect(flowQuestionSchema.safeParse({ ...base, prefillFrom: 'preliminary.' }).success).toBe(false);
  });

  it('reads an assessment’s dynamicData; an unreadable one gives no answers', () => {
    expect(answersFromDynamicData('{"salary":"650000"}')).toEqual({ salary: '650000' });
    expect(answersFromDynamicData('not json')).toEqual({});
    expect(answersFromDynamicData('{"salary":650000}')).toEqual({});
  });
});
