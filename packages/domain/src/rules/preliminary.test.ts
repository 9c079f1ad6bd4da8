import { describe, expect, it } from 'vitest';
import type {
  Answers,
  PreliminaryQuestion,
  PreliminaryQuestionSet,
  PreliminaryStep,
  QuestionCondition,
} from '../contracts/preliminary.ts';
import type { AssessmentType } from '../status/assessment.ts';
import {
  areConditionsMet,
  bankAnswers,
  checkPreliminaryAnswers,
  clampWizardStep,
  incomeFieldsFromAnswers,
  isWizardStepValid,
  pruneHiddenAnswers,
  questionSetFor,
  stepFieldErrors,
  visibleQuestionIds,
  type WizardState,
  withoutBankAnswered,
  wizardTotalMinutes,
} from './preliminary.ts';

const TODAY = '2026-03-10';
const YESTERDAY = '2026-03-09';
const TOMORROW = '2026-03-11';

// ---- fixture: a question set with the structure of spec §5 ----

const when = (
  conditionalFieldId: string,
  conditionalFieldAnswer: string,
  conditionalFieldOperator: 'AND' | 'OR' = 'AND',
): QuestionCondition => ({ conditionalFieldId, conditionalFieldAnswer, conditionalFieldOperator });

function question(
  identifier: string,
  type: PreliminaryQuestion['type'],
  extra: Partial<PreliminaryQuestion> = {},
): PreliminaryQuestion {
  return {
    identifier,
    type,
    label: identifier,
    hint: null,
    options: [],
    validation: null,
    format: null,
    min: null,
    max: null,
    conditions: [],
    ...extra,
  };
}

const yesNo = [
  { value: 'true', label: 'Igen' },
  { value: 'false', label: 'Nem' },
];
const yesNoQuestion = (identifier: string, conditions: QuestionCondition[] = []) =>
  question(identifier, 'RADIO', { options: yesNo, conditions });
const employee = [when('source_of_income', 'employee')];

const incomeStep: PreliminaryStep = {
  id: 'income',
  rowIndex: 0,
  title: 'Jövedelem',
  description: null,
  time: 90,
  questions: [
    question('source_of_income', 'RADIO', {
      options: [
        { value: 'employee', label: 'Alkalmazott' },
        { value: 'self_employed', label: 'Vállalkozó' },
        { value: 'pensioner', label: 'Nyugdíjas' },
      ],
    }),
    question('date_of_birth', 'DATE_PICKER', { validation: 'PAST' }),
    question('net_income', 'INPUT', { format: 'HUF', min: 0, max: 100_000_000 }),
  ],
};

const employmentStep: PreliminaryStep = {
  id: 'employment',
  rowIndex: 1,
  title: 'Munkaviszony',
  description: null,
  time: 120,
  questions: [
    yesNoQuestion('company_registered_abroad', employee),
    question('current_job', 'INPUT', { min: 0, max: 600, conditions: employee }),
    yesNoQuestion('trial_period', employee),
    yesNoQuestion('notice_period', employee),
    yesNoQuestion('incapacity', employee),
    yesNoQuestion('continuous_employment', employee),
    yesNoQuestion('fixed_term_employment_contract', employee),
    question('fixed_term_employment_contract_length', 'INPUT', {
      min: 1,
      max: 120,
      conditions: [when('fixed_term_employment_contract', 'true')],
    }),
    question('scope_of_activities', 'SELECT', {
      options: [
        { value: 'trade', label: 'Kereskedelem' },
        { value: 'services', label: 'Szolgáltatás' },
      ],
      conditions: [when('source_of_income', 'self_employed')],
    }),
    question('closed_business_years', 'INPUT', {
      min: 0,
      max: 100,
      conditions: [when('source_of_income', 'self_employed')],
    }),
    yesNoQuestion('disability_pension', [when('source_of_income', 'pensioner')]),
  ],
};

const commitmentsStep: PreliminaryStep = {
  id: 'commitments',
  rowIndex: 2,
  title: 'Kötelezettségek',
  description: null,
  time: 60,
  questions: [
    yesNoQuestion('salary_commitment'),
    question('committed_salary', 'INPUT', {
      format: 'HUF',
      min: 0,
      max: 10_000_000,
      conditions: [when('salary_commitment', 'true')],
    }),
    question('id_card_expiry', 'DATE_PICKER', { validation: 'FUTURE' }),
  ],
};

const questionSet: PreliminaryQuestionSet = {
  id: 'prelim-2026',
  title: 'Előzetes hitelbírálat',
  steps: [incomeStep, employmentStep, commitmentsStep],
};

const employeeAnswers: Answers = {
  source_of_income: 'employee',
  date_of_birth: '1990-05-15',
  net_income: '450 000',
  company_registered_abroad: 'false',
  current_job: '36',
  trial_period: 'false',
  notice_period: 'false',
  incapacity: 'false',
  continuous_employment: 'true',
  fixed_term_employment_contract: 'false',
  salary_commitment: 'false',
  id_card_expiry: '2030-01-01',
};

function state(overrides: Partial<WizardState>): WizardState {
  return { step: 0, type: 'MANUAL', questionSet, answers: {}, today: TODAY, ...overrides };
}

// ---- spec §5: step validity ----

describe('spec §5 step validity', () => {
  it.each<[string, Partial<WizardState>, boolean]>([
    ['step 0 (amount and term) is always valid, even with nothing chosen', { step: 0, type: null }, true],
    ['step 1 without an assessment type', { step: 1, type: null }, false],
    ['step 1 with MANUAL chosen', { step: 1, type: 'MANUAL' }, true],
    ['step 1 with PSD2 chosen', { step: 1, type: 'PSD2' }, true],
    [
      'the PSD2 sync step before the bank sync completed',
      { step: 2, type: 'PSD2', syncCompleted: false },
      false,
    ],
    ['the PSD2 sync step once the bank sync completed', { step: 2, type: 'PSD2', syncCompleted: true }, true],
    [
      'the PSD2 sync step of the leasing wizard, sync not completed',
      { step: 2, type: 'PSD2', leasing: true },
      true,
    ],
    [
      'in MANUAL mode step 2 is the first question step, not a sync step',
      { step: 2, type: 'MANUAL', syncCompleted: true },
      false,
    ],
    [
      'a step index past the last question step',
      { step: 5, type: 'MANUAL', answers: employeeAnswers },
      false,
    ],
  ])('%s', (_name, overrides, valid) => {
    expect(isWizardStepValid(state(overrides))).toBe(valid);
  });

  it('a question step is valid once every visible question is answered', () => {
    // MANUAL: steps 2, 3 and 4 are the three question steps.
    for (const step of [2, 3, 4])
      expect(isWizardStepValid(state({ step, answers: employeeAnswers }))).toBe(true);
  });

  it('in PSD2 mode the question steps come after the sync step', () => {
    const psd2 = { type: 'PSD2' as AssessmentType, answers: employeeAnswers };
    expect(isWizardStepValid(state({ ...psd2, step: 3 }))).toBe(true);
    expect(isWizardStepValid(state({ ...psd2, step: 3, answers: {} }))).toBe(false);
    expect(isWizardStepValid(state({ ...psd2, step: 5 }))).toBe(true);
  });

  it.each<[string, Answers]>([
    [
      'a visible question left unanswered',
      { ...employeeAnswers, trial_period: undefined as unknown as string },
    ],
    ['an empty answer (not truthy)', { ...employeeAnswers, trial_period: '' }],
  ])('a question step is not valid with %s', (_name, answers) => {
    const cleaned = Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));
    expect(isWizardStepValid(state({ step: 3, answers: cleaned }))).toBe(false);
    expect(stepFieldErrors(employmentStep, cleaned, TODAY, questionSet)).toEqual({
      trial_period: 'validation.required',
    });
  });

  it('hidden questions do not need an answer: a pensioner only answers disability_pension on that step', () => {
    const pensioner = { source_of_income: 'pensioner' };
    expect(stepFieldErrors(employmentStep, pensioner, TODAY, questionSet)).toEqual({
      disability_pension: 'validation.required',
    });
    expect(
      isWizardStepValid(state({ step: 3, answers: { ...pensioner, disability_pension: 'false' } })),
    ).toBe(true);
  });

  it.each<[string, string, string | null]>([
    ['digits', '450000', null],
    ['space thousands separators', '450 000', null],
    ['text', 'négyszázezer', 'validation.numeric'],
    ['digits with a currency sign', '450 000 Ft', 'validation.numeric'],
    ['a number below the minimum', '-1', 'validation.size'],
  ])('INPUT answers must be numeric: %s', (_name, value, error) => {
    const errors = stepFieldErrors(incomeStep, { ...employeeAnswers, net_income: value }, TODAY, questionSet);
    expect(errors.net_income ?? null).toBe(error);
  });

  it.each<[string, string, string | null]>([
    ['yesterday', YESTERDAY, null],
    ['today', TODAY, null],
    ['tomorrow', TOMORROW, 'validation.past'],
    ['not a date', '1990-02-30', 'validation.past'],
  ])('DATE_PICKER PAST (date of birth) %s', (_name, value, error) => {
    const errors = stepFieldErrors(
      incomeStep,
      { ...employeeAnswers, date_of_birth: value },
      TODAY,
      questionSet,
    );
    expect(errors.date_of_birth ?? null).toBe(error);
  });

  it.each<[string, string, string | null]>([
    ['yesterday', YESTERDAY, 'validation.future'],
    ['today', TODAY, null],
    ['tomorrow', TOMORROW, null],
  ])('DATE_PICKER FUTURE (ID card expiry) %s', (_name, value, error) => {
    const errors = stepFieldErrors(
      commitmentsStep,
      { ...employeeAnswers, id_card_expiry: value },
      TODAY,
      questionSet,
    );
    expect(errors.id_card_expiry ?? null).toBe(error);
  });
});

// ---- spec §5: conditional visibility ----

describe('spec §5 conditional visibility', () => {
  const employeeOnly = [
    'company_registered_abroad',
    'current_job',
    'trial_period',
    'notice_period',
    'incapacity',
    'continuous_employment',
    'fixed_term_employment_contract',
  ];

  it.each(
    employeeOnly.flatMap((id) => [
      [id, 'employee', true],
      [id, 'self_employed', false],
      [id, 'pensioner', false],
    ]) as [string, string, boolean][],
  )('%s with source_of_income=%s is shown: %s', (id, source, shown) => {
    expect(visibleQuestionIds(questionSet, { source_of_income: source }).has(id)).toBe(shown);
  });

  it.each<[string, Answers, boolean]>([
    [
      'fixed_term_employment_contract_length, contract true',
      { source_of_income: 'employee', fixed_term_employment_contract: 'true' },
      true,
    ],
    [
      'fixed_term_employment_contract_length, contract false',
      { source_of_income: 'employee', fixed_term_employment_contract: 'false' },
      false,
    ],
    ['fixed_term_employment_contract_length, contract unanswered', { source_of_income: 'employee' }, false],
    ['scope_of_activities, self_employed', { source_of_income: 'self_employed' }, true],
    ['scope_of_activities, employee', { source_of_income: 'employee' }, false],
    ['closed_business_years, self_employed', { source_of_income: 'self_employed' }, true],
    ['closed_business_years, pensioner', { source_of_income: 'pensioner' }, false],
    ['disability_pension, pensioner', { source_of_income: 'pensioner' }, true],
    ['disability_pension, employee', { source_of_income: 'employee' }, false],
    ['committed_salary, salary_commitment true', { salary_commitment: 'true' }, true],
    ['committed_salary, salary_commitment false', { salary_commitment: 'false' }, false],
    ['source_of_income itself (no conditions)', {}, true],
  ])('%s: shown %s', (name, answers, shown) => {
    const id = name.split(',')[0]?.split(' ')[0] as string;
    expect(visibleQuestionIds(questionSet, answers).has(id)).toBe(shown);
  });

  it('a grandchild hides when its grandparent changes, even though its parent still says true', () => {
    const answers: Answers = {
      source_of_income: 'employee',
      fixed_term_employment_contract: 'true',
      fixed_term_employment_contract_length: '12',
    };
    expect(visibleQuestionIds(questionSet, answers).has('fixed_term_employment_contract_length')).toBe(true);

    const changedMind = { ...answers, source_of_income: 'self_employed' };
    const visible = visibleQuestionIds(questionSet, changedMind);
    expect(visible.has('fixed_term_employment_contract')).toBe(false);
    expect(visible.has('fixed_term_employment_contract_length')).toBe(false);
    // The stale answers are dropped, and the server refuses them if they are sent.
    expect(pruneHiddenAnswers(questionSet, changedMind)).toEqual({ source_of_income: 'self_employed' });
    expect(checkPreliminaryAnswers(questionSet, changedMind, TODAY)).toMatchObject({
      fixed_term_employment_contract: 'validation.notExpected',
      fixed_term_employment_contract_length: 'validation.notExpected',
    });
  });

  it('visibility does not depend on the order of questions in the configuration', () => {
    const reversed = {
      steps: [...questionSet.steps].reverse().map((s) => ({ ...s, questions: [...s.questions].reverse() })),
    };
    const answers = { source_of_income: 'self_employed', fixed_term_employment_contract: 'true' };
    expect([...visibleQuestionIds(reversed, answers)].sort()).toEqual(
      [...visibleQuestionIds(questionSet, answers)].sort(),
    );
  });
});

describe('AND / OR conditions combine left to right', () => {
  const answers: Answers = { a: 'yes', b: 'no', c: 'no' };

  it.each<[string, QuestionCondition[], boolean]>([
    ['no conditions: always shown', [], true],
    ['a single condition that holds', [when('a', 'yes')], true],
    ['a single condition that does not hold', [when('b', 'yes')], false],
    // (a OR b) AND c = (true OR false) AND false = false; with AND first it would be true.
    [
      'a, OR b, AND c reads as (a OR b) AND c',
      [when('a', 'yes'), when('b', 'yes', 'OR'), when('c', 'yes', 'AND')],
      false,
    ],
    // (b AND c) OR a = (false AND false) OR true = true.
    [
      'b, AND c, OR a reads as (b AND c) OR a',
      [when('b', 'yes'), when('c', 'yes', 'AND'), when('a', 'yes', 'OR')],
      true,
    ],
    [
      'the operator of the first condition is ignored',
      [when('b', 'yes', 'OR'), when('a', 'yes', 'AND')],
      false,
    ],
    ['OR of two that fail', [when('b', 'yes'), when('c', 'yes', 'OR')], false],
  ])('%s', (_name, conditions, expected) => {
    expect(areConditionsMet(conditions, answers)).toBe(expected);
  });
});

// ---- the server's check of the whole answer set ----

describe('checkPreliminaryAnswers (server side)', () => {
  it('accepts a complete, valid answer set', () => {
    expect(checkPreliminaryAnswers(questionSet, employeeAnswers, TODAY)).toEqual({});
  });

  it('refuses an answer to a hidden question', () => {
    const errors = checkPreliminaryAnswers(
      questionSet,
      { ...employeeAnswers, scope_of_activities: 'trade' },
      TODAY,
    );
    expect(errors).toEqual({ scope_of_activities: 'validation.notExpected' });
  });

  it('refuses an answer to a question the set does not have', () => {
    const errors = checkPreliminaryAnswers(
      questionSet,
      { ...employeeAnswers, favourite_colour: 'blue' },
      TODAY,
    );
    expect(errors).toEqual({ favourite_colour: 'validation.notExpected' });
  });

  it('refuses text in a numeric INPUT', () => {
    const errors = checkPreliminaryAnswers(questionSet, { ...employeeAnswers, net_income: 'sok' }, TODAY);
    expect(errors).toEqual({ net_income: 'validation.numeric' });
  });

  it('refuses an option the question does not offer', () => {
    const errors = checkPreliminaryAnswers(questionSet, { ...employeeAnswers, trial_period: 'maybe' }, TODAY);
    expect(errors).toEqual({ trial_period: 'validation.option' });
  });

  it('refuses an unknown source of income, and then asks none of the employee questions', () => {
    const errors = checkPreliminaryAnswers(
      questionSet,
      {
        source_of_income: 'student',
        date_of_birth: '1990-05-15',
        net_income: '1',
        salary_commitment: 'false',
        id_card_expiry: TOMORROW,
      },
      TODAY,
    );
    expect(errors).toEqual({ source_of_income: 'validation.option' });
  });

  it('reports every missing visible answer across the steps', () => {
    const errors = checkPreliminaryAnswers(
      questionSet,
      { source_of_income: 'self_employed', salary_commitment: 'true' },
      TODAY,
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        'closed_business_years',
        'committed_salary',
        'date_of_birth',
        'id_card_expiry',
        'net_income',
        'scope_of_activities',
      ].sort(),
    );
    expect(Object.values(errors).every((key) => key === 'validation.required')).toBe(true);
  });
});

// ---- spec §4: the step index and the time shown ----

describe('spec §4 clampWizardStep', () => {
  it.each<[string, number, number, AssessmentType | null, number]>([
    ['a negative index', -1, 3, 'MANUAL', 0],
    ['an index within range', 3, 3, 'MANUAL', 3],
    ['exactly questions + fixed steps (MANUAL: 3 + 2)', 5, 3, 'MANUAL', 5],
    ['past the end (MANUAL)', 99, 3, 'MANUAL', 5],
    ['past the end with PSD2 (3 + 2 + the sync step)', 99, 3, 'PSD2', 6],
    ['before a type is chosen', 99, 3, null, 5],
    ['a fractional index', 2.7, 3, 'MANUAL', 2],
    ['not a number', Number.NaN, 3, 'MANUAL', 0],
    ['no question steps at all', 4, 0, 'MANUAL', 2],
  ])('%s', (_name, step, questionSteps, type, expected) => {
    expect(clampWizardStep(step, questionSteps, type)).toBe(expected);
  });
});

describe('spec §4 wizardTotalMinutes', () => {
  const steps = (...seconds: number[]): PreliminaryStep[] =>
    seconds.map((time, index) => ({ ...incomeStep, id: `s${index}`, time }));

  it.each<[string, PreliminaryStep[], AssessmentType | null, number]>([
    ['the fixture: 270 s = 4.5 min rounds to 5, plus 2 fixed steps', questionSet.steps, 'MANUAL', 7],
    ['the same with PSD2: plus the sync step', questionSet.steps, 'PSD2', 8],
    // Summed first, then rounded: 3 x 30 s = 1.5 min -> 2 (rounding each step would give 3).
    ['three half-minute steps are summed before rounding', steps(30, 30, 30), 'MANUAL', 4],
    ['89 s rounds down to 1 minute', steps(89), 'MANUAL', 3],
    ['no question steps: only the fixed steps', [], 'MANUAL', 2],
  ])('%s', (_name, wizardSteps, type, minutes) => {
    expect(wizardTotalMinutes(wizardSteps, type)).toBe(minutes);
  });
});

describe('the request income fields come from the answers (spec §3)', () => {
  it.each([
    [
      { salary: '450 000', salary_commitment: 'false' },
      { salary: 450_000, salaryCommitment: false, committedSalary: 0 },
    ],
    [
      { salary: '450000', salary_commitment: 'true', committed_salary: '35 000' },
      { salary: 450_000, salaryCommitment: true, committedSalary: 35_000 },
    ],
    // An instalment left over from an earlier "yes" does not count once the answer is "no".
    [
      { salary: '300000', salary_commitment: 'false', committed_salary: '90000' },
      { salary: 300_000, salaryCommitment: false, committedSalary: 0 },
    ],
  ])('%o gives %o', (answers, fields) => {
    expect(incomeFieldsFromAnswers(answers)).toEqual(fields);
  });
});

// ---- PSD2: the bank answers the income questions ----

describe('a linked bank account in place of the income questions', () => {
  const onlyCommitments: PreliminaryQuestionSet = {
    ...questionSet,
    steps: [{ ...commitmentsStep, questions: commitmentsStep.questions.slice(0, 2) }],
  };

  it('asks neither the loans question nor their instalments in PSD2 mode; manual mode asks everything', () => {
    const psd2 = questionSetFor(questionSet, 'PSD2');
    const asked = psd2.steps.flatMap((step) => step.questions.map((q) => q.identifier));
    expect(asked).not.toContain('salary_commitment');
    expect(asked).not.toContain('committed_salary');
    expect(asked).toContain('id_card_expiry');
    expect(questionSetFor(questionSet, 'MANUAL')).toBe(questionSet);
    // A step the bank answers entirely is not shown at all.
    expect(questionSetFor(onlyCommitments, 'PSD2').steps).toEqual([]);
  });

  it('turns the bank figures into the answers the engine reads', () => {
    expect(bankAnswers({ salary: 612_000, loanInstalments: 45_000 })).toEqual({
      salary: '612000',
      salary_commitment: 'true',
      committed_salary: '45000',
    });
    expect(bankAnswers({ salary: 238_400, loanInstalments: 0 })).toEqual({
      salary: '238400',
      salary_commitment: 'false',
    });
    expect(incomeFieldsFromAnswers(bankAnswers({ salary: 612_000, loanInstalments: 45_000 }))).toEqual({
      salary: 612_000,
      salaryCommitment: true,
      committedSalary: 45_000,
    });
  });

  it('drops what the customer typed for the bank-answered questions', () => {
    expect(
      withoutBankAnswered({ ...employeeAnswers, salary: '999999', committed_salary: '1' }),
    ).not.toHaveProperty('salary');
    expect(withoutBankAnswered(employeeAnswers)).toMatchObject({ source_of_income: 'employee' });
  });
});
