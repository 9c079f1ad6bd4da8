import { describe, expect, it } from 'vitest';
import type { Flow, FlowQuestion, FlowStep } from '../contracts/application.ts';
import type { Answers, QuestionCondition } from '../contracts/preliminary.ts';
import {
  canContinueFlowStep,
  checkFlowAnswer,
  type FlowMessageKey,
  firstIncompleteStep,
  flowErrors,
  flowStepErrors,
  isCustomerAnswerable,
  SPECIAL_FIELD_DONE,
  visibleFlowQuestionIds,
  visibleFlowQuestions,
} from './flow.ts';

/**
 * The flow engine (spec §5 "Flow step can continue only if"), table-tested row by row.
 * Each row is one question (or a few) on one step, the answers given, and the message the
 * customer sees on "Tovább", or none when the step may be left.
 */

const TODAY = '2026-03-10';
const YESTERDAY = '2026-03-09';
const TOMORROW = '2026-03-11';

// ---- fixture builders, shaped by contracts/application.ts ----

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

const field = (identifier: string, fieldType: FlowQuestion['fieldType'], extra: Partial<FlowQuestion> = {}) =>
  question(identifier, { type: 'SIMPLE_FIELD', fieldType, ...extra });

const statement = (identifier: string, extra: Partial<FlowQuestion> = {}) =>
  question(identifier, { type: 'STATEMENT_PROMPT', fieldType: null, ...extra });

const documentPrompt = (identifier: string, extra: Partial<FlowQuestion> = {}) =>
  question(identifier, { type: 'DOCUMENT_PROMPT', fieldType: null, ...extra });

const readonly = (identifier: string, extra: Partial<FlowQuestion> = {}) =>
  question(identifier, { type: 'READONLY_FIELD', fieldType: null, ...extra });

const special = (
  identifier: string,
  fieldSubtype: NonNullable<FlowQuestion['fieldSubtype']>,
  extra: Partial<FlowQuestion> = {},
) => question(identifier, { type: 'SPECIAL_FIELD', fieldType: null, fieldSubtype, ...extra });

const when = (
  conditionalFieldId: string,
  conditionalFieldAnswer: string,
  conditionalFieldOperator: 'AND' | 'OR' = 'AND',
): QuestionCondition => ({ conditionalFieldId, conditionalFieldAnswer, conditionalFieldOperator });

/** A question shown only when its conditions hold. */
const onlyIf = (...conditions: QuestionCondition[]): Partial<FlowQuestion> => ({
  isConditional: true,
  conditions,
});

function stepOf(id: string, ...questions: FlowQuestion[]): FlowStep {
  return { id, rowIndex: 0, title: id, description: null, time: 60, questions };
}

const yesNo = [
  { value: 'true', label: 'Igen' },
  { value: 'false', label: 'Nem' },
];
const incomeSources = [
  { value: 'employee', label: 'Alkalmazott' },
  { value: 'self_employed', label: 'Vállalkozó' },
  { value: 'pensioner', label: 'Nyugdíjas' },
];
const idTypes = [
  { value: 'id_card', label: 'Személyi igazolvány' },
  { value: 'passport', label: 'Útlevél' },
];

const source = field('source_of_income', 'RADIO', { options: incomeSources });
const hasLoans = field('has_loans', 'RADIO', { options: yesNo });

// ---- one question on one step ----

interface Row {
  name: string;
  /** The question under test; other questions in `also` sit on the same step (conditions). */
  question: FlowQuestion;
  also?: FlowQuestion[];
  answers: Answers;
  /** The message for `question`, or null when the step may continue past it. */
  expected: FlowMessageKey | null;
}

function runRow({ question: q, also = [], answers, expected }: Row) {
  const step = stepOf('row', ...also, q);
  const errors = flowStepErrors(step, answers, TODAY);
  expect(errors[q.identifier] ?? null).toBe(expected);
  // The rest of the step is answered in every row, so the verdict is the question's own.
  expect(canContinueFlowStep(step, answers, TODAY)).toBe(expected === null);
}

/** One test per row, named by the row. */
function eachRow(rows: Row[]) {
  for (const row of rows) it(row.name, () => runRow(row));
}

describe('flow engine: a required question needs an answer', () => {
  eachRow([
    {
      name: 'required INPUT left empty blocks with validation.required',
      question: field('full_name', 'INPUT'),
      answers: {},
      expected: 'validation.required',
    },
    {
      name: 'required INPUT with an empty string blocks',
      question: field('full_name', 'INPUT'),
      answers: { full_name: '' },
      expected: 'validation.required',
    },
    {
      name: 'required INPUT answered passes',
      question: field('full_name', 'INPUT'),
      answers: { full_name: 'Kovács Anna' },
      expected: null,
    },
    {
      name: 'required SELECT left empty blocks',
      question: field('id_type', 'SELECT', { options: idTypes }),
      answers: {},
      expected: 'validation.required',
    },
    {
      name: 'required SELECT answered with an option passes',
      question: field('id_type', 'SELECT', { options: idTypes }),
      answers: { id_type: 'passport' },
      expected: null,
    },
    {
      name: 'required RADIO left empty blocks',
      question: source,
      answers: {},
      expected: 'validation.required',
    },
    {
      name: 'required RADIO answered with an option passes',
      question: source,
      answers: { source_of_income: 'employee' },
      expected: null,
    },
    {
      name: 'required DATE_PICKER left empty blocks',
      question: field('date_of_birth', 'DATE_PICKER', { validation: 'PAST' }),
      answers: {},
      expected: 'validation.required',
    },
    {
      name: 'required DATE_PICKER answered passes',
      question: field('date_of_birth', 'DATE_PICKER', { validation: 'PAST' }),
      answers: { date_of_birth: '1988-04-12' },
      expected: null,
    },
    {
      name: 'required CHECKBOX with an empty JSON list blocks',
      question: field('income_kinds', 'CHECKBOX', { options: incomeSources }),
      answers: { income_kinds: '[]' },
      expected: 'validation.required',
    },
    {
      name: 'required CHECKBOX with a non-empty JSON list passes',
      question: field('income_kinds', 'CHECKBOX', { options: incomeSources }),
      answers: { income_kinds: '["employee"]' },
      expected: null,
    },
    {
      name: "required STATEMENT_PROMPT accepted with 'true' passes",
      question: statement('privacy_statement'),
      answers: { privacy_statement: 'true' },
      expected: null,
    },
    {
      name: "required STATEMENT_PROMPT declined with 'false' blocks with validation.statementRequired",
      question: statement('privacy_statement'),
      answers: { privacy_statement: 'false' },
      expected: 'validation.statementRequired',
    },
    {
      name: 'required STATEMENT_PROMPT never ticked blocks with validation.statementRequired',
      question: statement('privacy_statement'),
      answers: {},
      expected: 'validation.statementRequired',
    },
    // Khr. tv. 5. § (5): the positive-list consent is a yes/no; either answer lets the customer go on.
    {
      name: "required yes/no statement choice answered 'true' passes",
      question: statement('khr_positive_list', { fieldType: 'RADIO' }),
      answers: { khr_positive_list: 'true' },
      expected: null,
    },
    {
      name: "required yes/no statement choice answered 'false' passes",
      question: statement('khr_positive_list', { fieldType: 'RADIO' }),
      answers: { khr_positive_list: 'false' },
      expected: null,
    },
    {
      name: 'required yes/no statement choice left unanswered blocks with validation.statementRequired',
      question: statement('khr_positive_list', { fieldType: 'RADIO' }),
      answers: {},
      expected: 'validation.statementRequired',
    },
    {
      name: 'required DOCUMENT_PROMPT with one uploaded document id passes',
      question: documentPrompt('id_card_document'),
      answers: { id_card_document: '["3f6c1a52-doc"]' },
      expected: null,
    },
    {
      name: 'required DOCUMENT_PROMPT with an empty document list blocks',
      question: documentPrompt('id_card_document'),
      answers: { id_card_document: '[]' },
      expected: 'validation.required',
    },
    {
      name: 'required DOCUMENT_PROMPT with nothing uploaded blocks',
      question: documentPrompt('id_card_document'),
      answers: {},
      expected: 'validation.required',
    },
    {
      name: 'required DOCUMENT_PROMPT with a bare id instead of a JSON list blocks',
      question: documentPrompt('id_card_document'),
      answers: { id_card_document: '3f6c1a52-doc' },
      expected: 'validation.required',
    },
    {
      name: 'required PSD2 field completed passes',
      question: special('bank_sync', 'PSD2'),
      answers: { bank_sync: SPECIAL_FIELD_DONE },
      expected: null,
    },
    {
      name: 'required PSD2 field never started blocks with validation.notCompleted',
      question: special('bank_sync', 'PSD2'),
      answers: {},
      expected: 'validation.notCompleted',
    },
    {
      name: 'required PSD2 field started but not finished blocks with validation.notCompleted',
      question: special('bank_sync', 'PSD2'),
      answers: { bank_sync: 'STARTED' },
      expected: 'validation.notCompleted',
    },
    {
      name: 'required EMAIL_CONFIRM completed passes',
      question: special('email_confirm', 'EMAIL_CONFIRM'),
      answers: { email_confirm: SPECIAL_FIELD_DONE },
      expected: null,
    },
    {
      name: 'required EMAIL_CONFIRM not confirmed blocks with validation.notCompleted',
      question: special('email_confirm', 'EMAIL_CONFIRM'),
      answers: {},
      expected: 'validation.notCompleted',
    },
    {
      name: 'required READONLY_FIELD with no stored value never blocks',
      question: readonly('offer_amount'),
      answers: {},
      expected: null,
    },
    {
      name: 'READONLY_FIELD with a value in the answers never blocks',
      question: readonly('offer_amount'),
      answers: { offer_amount: '1 500 000' },
      expected: null,
    },
  ]);
});

describe('flow engine: a question that is not required', () => {
  eachRow([
    {
      name: 'optional INPUT left empty passes',
      question: field('second_phone', 'INPUT', { isRequired: false, format: 'PHONE' }),
      answers: {},
      expected: null,
    },
    {
      name: 'optional INPUT with an empty string passes',
      question: field('second_phone', 'INPUT', { isRequired: false, format: 'PHONE' }),
      answers: { second_phone: '' },
      expected: null,
    },
    {
      name: 'optional CHECKBOX with an empty list passes',
      question: field('income_kinds', 'CHECKBOX', { isRequired: false, options: incomeSources }),
      answers: { income_kinds: '[]' },
      expected: null,
    },
    {
      name: "optional STATEMENT_PROMPT declined with 'false' passes",
      question: statement('marketing_statement', { isRequired: false }),
      answers: { marketing_statement: 'false' },
      expected: null,
    },
    {
      name: 'optional PSD2 field not done passes',
      question: special('bank_sync', 'PSD2', { isRequired: false }),
      answers: {},
      expected: null,
    },
    {
      name: 'optional DOCUMENT_PROMPT with nothing uploaded passes',
      question: documentPrompt('payslip', { isRequired: false }),
      answers: {},
      expected: null,
    },
    {
      name: 'optional INPUT that is answered must still be a valid phone number',
      question: field('second_phone', 'INPUT', { isRequired: false, format: 'PHONE' }),
      answers: { second_phone: '06 20 123 4567' },
      expected: 'validation.phone',
    },
    {
      name: 'optional CHECKBOX answered with a plain string instead of a JSON list blocks',
      question: field('income_kinds', 'CHECKBOX', { isRequired: false, options: incomeSources }),
      answers: { income_kinds: 'employee' },
      expected: 'validation.option',
    },
  ]);
});

describe('flow engine: conditions combine with AND or OR in order', () => {
  const employer = field('employer_name', 'INPUT', onlyIf(when('source_of_income', 'employee')));
  const bothAnd = field(
    'loan_details',
    'INPUT',
    onlyIf(when('source_of_income', 'employee'), when('has_loans', 'true', 'AND')),
  );
  const eitherOr = field(
    'tax_number',
    'INPUT',
    onlyIf(when('source_of_income', 'self_employed'), when('source_of_income', 'pensioner', 'OR')),
  );
  // Read left to right: (employee OR self_employed) AND has_loans, not employee OR (self_employed AND has_loans).
  const inOrder = field(
    'monthly_instalment',
    'INPUT',
    onlyIf(
      when('source_of_income', 'employee'),
      when('source_of_income', 'self_employed', 'OR'),
      when('has_loans', 'true', 'AND'),
    ),
  );

  eachRow([
    {
      name: 'a required conditional question whose condition holds must be answered',
      question: employer,
      also: [source],
      answers: { source_of_income: 'employee' },
      expected: 'validation.required',
    },
    {
      name: 'a required conditional question whose condition fails is not shown and does not block',
      question: employer,
      also: [source],
      answers: { source_of_income: 'pensioner' },
      expected: null,
    },
    {
      name: 'a required conditional question whose controlling question is unanswered does not block',
      question: employer,
      also: [field('source_of_income', 'RADIO', { options: incomeSources, isRequired: false })],
      answers: {},
      expected: null,
    },
    {
      name: 'AND: both conditions hold, the question is shown',
      question: bothAnd,
      also: [source, hasLoans],
      answers: { source_of_income: 'employee', has_loans: 'true' },
      expected: 'validation.required',
    },
    {
      name: 'AND: only the first condition holds, the question is hidden',
      question: bothAnd,
      also: [source, hasLoans],
      answers: { source_of_income: 'employee', has_loans: 'false' },
      expected: null,
    },
    {
      name: 'AND: only the second condition holds, the question is hidden',
      question: bothAnd,
      also: [source, hasLoans],
      answers: { source_of_income: 'self_employed', has_loans: 'true' },
      expected: null,
    },
    {
      name: 'OR: the first condition holds, the question is shown',
      question: eitherOr,
      also: [source],
      answers: { source_of_income: 'self_employed' },
      expected: 'validation.required',
    },
    {
      name: 'OR: the second condition holds, the question is shown',
      question: eitherOr,
      also: [source],
      answers: { source_of_income: 'pensioner' },
      expected: 'validation.required',
    },
    {
      name: 'OR: neither condition holds, the question is hidden',
      question: eitherOr,
      also: [source],
      answers: { source_of_income: 'employee' },
      expected: null,
    },
    {
      name: 'in order: employee without loans hides (employee OR self_employed) AND has_loans',
      question: inOrder,
      also: [source, hasLoans],
      answers: { source_of_income: 'employee', has_loans: 'false' },
      expected: null,
    },
    {
      name: 'in order: self-employed with loans shows (employee OR self_employed) AND has_loans',
      question: inOrder,
      also: [source, hasLoans],
      answers: { source_of_income: 'self_employed', has_loans: 'true' },
      expected: 'validation.required',
    },
    {
      name: 'in order: pensioner with loans hides (employee OR self_employed) AND has_loans',
      question: inOrder,
      also: [source, hasLoans],
      answers: { source_of_income: 'pensioner', has_loans: 'true' },
      expected: null,
    },
    {
      name: 'conditions on a question that is not conditional are ignored: it is always shown',
      question: field('employer_name', 'INPUT', {
        isConditional: false,
        conditions: [when('source_of_income', 'employee')],
      }),
      also: [source],
      answers: { source_of_income: 'pensioner' },
      expected: 'validation.required',
    },
    {
      name: 'a conditional question without conditions is always shown',
      question: field('employer_name', 'INPUT', { isConditional: true, conditions: [] }),
      answers: {},
      expected: 'validation.required',
    },
  ]);

  it('lists exactly the questions whose conditions hold', () => {
    const step = stepOf('income', source, hasLoans, employer, bothAnd, eitherOr, inOrder);
    const shown = (answers: Answers) => visibleFlowQuestions(step, answers).map((q) => q.identifier);
    expect(shown({ source_of_income: 'employee', has_loans: 'true' })).toEqual([
      'source_of_income',
      'has_loans',
      'employer_name',
      'loan_details',
      'monthly_instalment',
    ]);
    expect(shown({ source_of_income: 'pensioner', has_loans: 'false' })).toEqual([
      'source_of_income',
      'has_loans',
      'tax_number',
    ]);
  });
});

describe('flow engine: answer values', () => {
  const checkbox = field('income_kinds', 'CHECKBOX', { options: incomeSources });
  const ko = field('under_bankruptcy', 'RADIO', {
    options: yesNo,
    isHardKo: true,
    koAnswer: 'true',
    koExplanation: 'Adósságrendezési eljárás alatt nem adhatunk hitelt.',
  });
  const taxId = field('tax_id', 'INPUT', { validation: '^8\\d{9}$' });
  const phoneNumber = field('mobile', 'INPUT', { format: 'PHONE' });
  const income = field('net_income', 'INPUT', { format: 'HUF' });
  const birth = field('date_of_birth', 'DATE_PICKER', { validation: 'PAST' });
  const adult = field('birth_date', 'DATE_PICKER', {
    validation: 'BIRTH_DATE',
    ageLimits: { min: 18, max: 75 },
  });
  const idExpiry = field('id_card_expiry', 'DATE_PICKER', { validation: 'FUTURE' });
  const idType = field('id_type', 'SELECT', { options: idTypes });

  eachRow([
    {
      name: 'CHECKBOX: a plain string instead of a JSON list fails',
      question: checkbox,
      answers: { income_kinds: 'employee' },
      expected: 'validation.required',
    },
    {
      name: 'CHECKBOX: a JSON string instead of a JSON list fails',
      question: checkbox,
      answers: { income_kinds: '"employee"' },
      expected: 'validation.required',
    },
    {
      name: 'CHECKBOX: a list of numbers instead of option values fails',
      question: checkbox,
      answers: { income_kinds: '[1, 2]' },
      expected: 'validation.required',
    },
    {
      name: 'CHECKBOX: several values, all from the options, pass',
      question: checkbox,
      answers: { income_kinds: '["employee","pensioner"]' },
      expected: null,
    },
    {
      name: 'CHECKBOX: a value that is not one of the options fails with validation.option',
      question: checkbox,
      answers: { income_kinds: '["employee","lottery"]' },
      expected: 'validation.option',
    },
    {
      name: 'hard knock-out: the koAnswer blocks with validation.knockOut',
      question: ko,
      answers: { under_bankruptcy: 'true' },
      expected: 'validation.knockOut',
    },
    {
      name: 'hard knock-out: another answer passes',
      question: ko,
      answers: { under_bankruptcy: 'false' },
      expected: null,
    },
    {
      name: 'hard knock-out on an optional question still blocks on the koAnswer',
      question: { ...ko, isRequired: false },
      answers: { under_bankruptcy: 'true' },
      expected: 'validation.knockOut',
    },
    {
      name: 'not a hard knock-out: the same answer passes even with a koAnswer configured',
      question: { ...ko, isHardKo: false },
      answers: { under_bankruptcy: 'true' },
      expected: null,
    },
    {
      name: 'INPUT pattern: a matching answer passes',
      question: taxId,
      answers: { tax_id: '8123456789' },
      expected: null,
    },
    {
      name: 'INPUT pattern: a non-matching answer fails with validation.regex',
      question: taxId,
      answers: { tax_id: '812345' },
      expected: 'validation.regex',
    },
    {
      name: 'PHONE: +36 20 123 4567 passes',
      question: phoneNumber,
      answers: { mobile: '+36 20 123 4567' },
      expected: null,
    },
    {
      name: 'PHONE: 06 20 123 4567 fails with validation.phone',
      question: phoneNumber,
      answers: { mobile: '06 20 123 4567' },
      expected: 'validation.phone',
    },
    {
      name: 'PHONE: +36201234567 without groups fails with validation.phone',
      question: phoneNumber,
      answers: { mobile: '+36201234567' },
      expected: 'validation.phone',
    },
    {
      name: 'HUF: 450 000 with a thousands space passes',
      question: income,
      answers: { net_income: '450 000' },
      expected: null,
    },
    {
      name: 'HUF: 450000 without separators passes',
      question: income,
      answers: { net_income: '450000' },
      expected: null,
    },
    {
      name: 'HUF: 450 ezer Ft fails with validation.numeric',
      question: income,
      answers: { net_income: '450 ezer Ft' },
      expected: 'validation.numeric',
    },
    {
      name: 'DATE_PICKER PAST: today is allowed',
      question: birth,
      answers: { date_of_birth: TODAY },
      expected: null,
    },
    {
      name: 'DATE_PICKER PAST: yesterday is allowed',
      question: birth,
      answers: { date_of_birth: YESTERDAY },
      expected: null,
    },
    {
      name: 'DATE_PICKER PAST: tomorrow fails with validation.past',
      question: birth,
      answers: { date_of_birth: TOMORROW },
      expected: 'validation.past',
    },
    {
      name: 'DATE_PICKER BIRTH_DATE: an 18th birthday today passes',
      question: adult,
      answers: { birth_date: '2008-03-10' },
      expected: null,
    },
    {
      name: 'DATE_PICKER BIRTH_DATE: an 18th birthday tomorrow fails with validation.tooYoung',
      question: adult,
      answers: { birth_date: '2008-03-11' },
      expected: 'validation.tooYoung',
    },
    {
      name: 'DATE_PICKER BIRTH_DATE: over the configured upper age fails with validation.tooOld',
      question: adult,
      answers: { birth_date: '1950-03-09' },
      expected: 'validation.tooOld',
    },
    {
      name: 'DATE_PICKER PAST: an impossible date fails with validation.past',
      question: birth,
      answers: { date_of_birth: '1990-02-30' },
      expected: 'validation.past',
    },
    {
      name: 'DATE_PICKER FUTURE: today is allowed',
      question: idExpiry,
      answers: { id_card_expiry: TODAY },
      expected: null,
    },
    {
      name: 'DATE_PICKER FUTURE: tomorrow is allowed',
      question: idExpiry,
      answers: { id_card_expiry: TOMORROW },
      expected: null,
    },
    {
      name: 'DATE_PICKER FUTURE: an expired identity card (yesterday) fails with validation.future',
      question: idExpiry,
      answers: { id_card_expiry: YESTERDAY },
      expected: 'validation.future',
    },
    {
      name: 'SELECT: an answer that is not an option fails with validation.option',
      question: idType,
      answers: { id_type: 'driving_licence' },
      expected: 'validation.option',
    },
    {
      name: 'RADIO: an answer that is not an option fails with validation.option',
      question: source,
      answers: { source_of_income: 'student' },
      expected: 'validation.option',
    },
  ]);
});

describe('flow engine: hidden questions are dropped', () => {
  const hiddenAge = field('hidden_age_check', 'INPUT', { hidden: true });
  const hiddenKo = field('hidden_ko', 'RADIO', {
    hidden: true,
    options: yesNo,
    isHardKo: true,
    koAnswer: 'true',
  });
  const dependsOnHidden = field('hidden_follow_up', 'INPUT', onlyIf(when('hidden_ko', 'true')));

  eachRow([
    {
      name: 'a hidden required question never blocks',
      question: hiddenAge,
      answers: {},
      expected: null,
    },
    {
      name: 'a hidden knock-out question with its koAnswer stored never blocks',
      question: hiddenKo,
      answers: { hidden_ko: 'true' },
      expected: null,
    },
    {
      name: 'a question conditional on a hidden one is hidden too: the hidden answer does not count',
      question: dependsOnHidden,
      also: [hiddenKo],
      answers: { hidden_ko: 'true' },
      expected: null,
    },
  ]);

  it('leaves hidden questions and their dependants out of the visible set', () => {
    const flow = { steps: [stepOf('s', source, hiddenAge, hiddenKo, dependsOnHidden)] };
    expect([...visibleFlowQuestionIds(flow, { hidden_ko: 'true', source_of_income: 'employee' })]).toEqual([
      'source_of_income',
    ]);
  });
});

// ---- a small flow over several steps ----

const personal = stepOf(
  'personal',
  field('full_name', 'INPUT'),
  field('mobile', 'INPUT', { format: 'PHONE' }),
  readonly('offer_amount'),
);
const income = stepOf(
  'income',
  source,
  field('employer_name', 'INPUT', onlyIf(when('source_of_income', 'employee'))),
  field('net_income', 'INPUT', { format: 'HUF' }),
  field('under_bankruptcy', 'RADIO', { options: yesNo, isHardKo: true, koAnswer: 'true' }),
);
const commitments = stepOf(
  'commitments',
  hasLoans,
  // Conditional on an answer of an earlier step.
  field('employer_guarantee', 'RADIO', {
    options: yesNo,
    ...onlyIf(when('source_of_income', 'employee'), when('has_loans', 'true')),
  }),
  field('hidden_score', 'INPUT', { hidden: true }),
);
const closing = stepOf(
  'closing',
  statement('privacy_statement'),
  documentPrompt('id_card_document'),
  special('bank_sync', 'PSD2'),
  special('email_confirm', 'EMAIL_CONFIRM'),
);
const flow: Flow = {
  id: 'personal-loan',
  title: 'Személyi kölcsön',
  steps: [personal, income, commitments, closing].map((step, rowIndex) => ({ ...step, rowIndex })),
};

const complete: Answers = {
  full_name: 'Kovács Anna',
  mobile: '+36 30 987 6543',
  source_of_income: 'employee',
  employer_name: 'Példa Kft.',
  net_income: '520 000',
  under_bankruptcy: 'false',
  has_loans: 'true',
  employer_guarantee: 'false',
  privacy_statement: 'true',
  id_card_document: '["doc-1","doc-2"]',
  bank_sync: SPECIAL_FIELD_DONE,
  email_confirm: SPECIAL_FIELD_DONE,
};

describe('flow engine over several steps: flowErrors and firstIncompleteStep', () => {
  it('a complete application has no errors and no incomplete step', () => {
    expect(flowErrors(flow, complete, TODAY)).toEqual({});
    expect(firstIncompleteStep(flow, complete, TODAY)).toBeNull();
  });

  it('an empty application lists every visible required question and stops at the first step', () => {
    expect(flowErrors(flow, {}, TODAY)).toEqual({
      full_name: 'validation.required',
      mobile: 'validation.required',
      source_of_income: 'validation.required',
      net_income: 'validation.required',
      under_bankruptcy: 'validation.required',
      has_loans: 'validation.required',
      privacy_statement: 'validation.statementRequired',
      id_card_document: 'validation.required',
      bank_sync: 'validation.notCompleted',
      email_confirm: 'validation.notCompleted',
    });
    expect(firstIncompleteStep(flow, {}, TODAY)).toBe(0);
  });

  it('a knock-out answer on the income step makes it the first incomplete step', () => {
    const answers = { ...complete, under_bankruptcy: 'true' };
    expect(flowErrors(flow, answers, TODAY)).toEqual({ under_bankruptcy: 'validation.knockOut' });
    expect(firstIncompleteStep(flow, answers, TODAY)).toBe(1);
  });

  it('a condition on an earlier step shows a required question on a later step', () => {
    const { employer_guarantee: _, ...answers } = complete;
    expect(flowErrors(flow, answers, TODAY)).toEqual({ employer_guarantee: 'validation.required' });
    expect(firstIncompleteStep(flow, answers, TODAY)).toBe(2);
    expect(canContinueFlowStep(commitments, answers, TODAY, flow)).toBe(false);
  });

  it('changing the earlier answer hides the later question again', () => {
    const { employer_guarantee: _, employer_name: __, ...rest } = complete;
    const answers = { ...rest, source_of_income: 'pensioner' };
    expect(flowErrors(flow, answers, TODAY)).toEqual({});
    expect(firstIncompleteStep(flow, answers, TODAY)).toBeNull();
  });

  it('a PSD2 sync not finished on the last step leaves only that step incomplete', () => {
    const answers = { ...complete, bank_sync: 'STARTED' };
    expect(flowErrors(flow, answers, TODAY)).toEqual({ bank_sync: 'validation.notCompleted' });
    expect(firstIncompleteStep(flow, answers, TODAY)).toBe(3);
  });

  it('the first incomplete step is the earliest, even when later ones fail too', () => {
    const answers = { ...complete, has_loans: '', privacy_statement: 'false' };
    expect(firstIncompleteStep(flow, answers, TODAY)).toBe(2);
    expect(Object.keys(flowErrors(flow, answers, TODAY)).sort()).toEqual(['has_loans', 'privacy_statement']);
  });
});

describe("checkFlowAnswer: the server's check of one autosaved answer", () => {
  interface SaveRow {
    name: string;
    key: string;
    value: string;
    answers?: Answers;
    expected: FlowMessageKey | null;
  }

  const saveRows: SaveRow[] = [
    {
      name: 'an unknown key is not expected',
      key: 'iban',
      value: 'HU42',
      expected: 'validation.notExpected',
    },
    {
      name: 'a READONLY_FIELD key cannot be written by the customer',
      key: 'offer_amount',
      value: '10 000 000',
      expected: 'validation.notExpected',
    },
    {
      name: 'a DOCUMENT_PROMPT key cannot be written: documents come only from uploads',
      key: 'id_card_document',
      value: '["someone-elses-doc"]',
      expected: 'validation.notExpected',
    },
    {
      name: 'a PSD2 SPECIAL_FIELD cannot be marked completed by the customer',
      key: 'bank_sync',
      value: SPECIAL_FIELD_DONE,
      expected: 'validation.notExpected',
    },
    {
      name: 'an EMAIL_CONFIRM SPECIAL_FIELD cannot be marked completed by the customer',
      key: 'email_confirm',
      value: SPECIAL_FIELD_DONE,
      expected: 'validation.notExpected',
    },
    {
      name: 'a hidden question cannot be answered',
      key: 'hidden_score',
      value: '999',
      expected: 'validation.notExpected',
    },
    {
      name: 'a question not currently shown (employer of a pensioner) cannot be answered',
      key: 'employer_name',
      value: 'Példa Kft.',
      answers: { source_of_income: 'pensioner' },
      expected: 'validation.notExpected',
    },
    {
      name: 'a question not shown yet (controlling question unanswered) cannot be answered',
      key: 'employer_guarantee',
      value: 'true',
      answers: { source_of_income: 'employee' },
      expected: 'validation.notExpected',
    },
    {
      name: 'a shown conditional question with a valid answer is accepted',
      key: 'employer_name',
      value: 'Példa Kft.',
      answers: { source_of_income: 'employee' },
      expected: null,
    },
    { name: 'a valid phone number is accepted', key: 'mobile', value: '+36 20 123 4567', expected: null },
    { name: 'an empty value clears the answer', key: 'mobile', value: '', expected: null },
    {
      name: 'a bad phone number gets validation.phone',
      key: 'mobile',
      value: '+36 20 12',
      expected: 'validation.phone',
    },
    {
      name: 'a non-numeric income gets validation.numeric',
      key: 'net_income',
      value: 'sok',
      expected: 'validation.numeric',
    },
    {
      name: 'a RADIO answer that is not an option gets validation.option',
      key: 'source_of_income',
      value: 'student',
      expected: 'validation.option',
    },
    {
      name: "a statement answer other than 'true' or 'false' gets validation.statementRequired",
      key: 'privacy_statement',
      value: 'yes',
      expected: 'validation.statementRequired',
    },
    {
      name: "a declined statement ('false') is saved as a value",
      key: 'privacy_statement',
      value: 'false',
      expected: null,
    },
    {
      name: 'a knock-out answer is accepted as a value: it is the step that it blocks',
      key: 'under_bankruptcy',
      value: 'true',
      expected: null,
    },
  ];
  for (const { name, key, value, answers = {}, expected } of saveRows) {
    it(name, () => {
      expect(checkFlowAnswer(flow, key, value, answers, TODAY)).toBe(expected);
    });
  }

  it('a CHECKBOX answer must be a JSON list of option values', () => {
    const checkboxFlow = {
      steps: [stepOf('s', field('income_kinds', 'CHECKBOX', { options: incomeSources }))],
    };
    expect(checkFlowAnswer(checkboxFlow, 'income_kinds', '["employee"]', {}, TODAY)).toBeNull();
    expect(checkFlowAnswer(checkboxFlow, 'income_kinds', 'employee', {}, TODAY)).toBe('validation.option');
    expect(checkFlowAnswer(checkboxFlow, 'income_kinds', '["lottery"]', {}, TODAY)).toBe('validation.option');
  });

  it('only simple fields and statements that are not hidden can be answered by the customer', () => {
    const answerable = flow.steps
      .flatMap((step) => step.questions)
      .filter(isCustomerAnswerable)
      .map((q) => q.identifier);
    expect(answerable).toEqual([
      'full_name',
      'mobile',
      'source_of_income',
      'employer_name',
      'net_income',
      'under_bankruptcy',
      'has_loans',
      'employer_guarantee',
      'privacy_statement',
    ]);
  });

  it('a saved knock-out answer then blocks its step', () => {
    const answers = { ...complete, under_bankruptcy: 'true' };
    expect(checkFlowAnswer(flow, 'under_bankruptcy', 'true', complete, TODAY)).toBeNull();
    expect(canContinueFlowStep(income, answers, TODAY, flow)).toBe(false);
    expect(flowStepErrors(income, answers, TODAY, flow)).toEqual({ under_bankruptcy: 'validation.knockOut' });
  });
});
