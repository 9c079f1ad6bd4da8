import { describe, expect, it } from 'vitest';
import type { QuestionCondition } from '../../contracts/preliminary.ts';
import { wizardJourney } from '../preliminary.ts';
import {
  answerSetErrors,
  clampStepIndex,
  firstInvalidStepIndex,
  indexOfQuestion,
  isJourneyStepValid,
  type Journey,
  journeyProgress,
  journeyScreenAt,
  knockOutQuestions,
  nextStepIndex,
  previousStepIndex,
  type Question,
  type QuestionStep,
  questionError,
  questionStepErrors,
  visibleStepQuestions,
  withoutHiddenAnswers,
} from './index.ts';

/**
 * The question engine on its own model: the wizard and the flow are tested through their
 * adapters in preliminary.test.ts and flow.test.ts; these rows pin the engine's rules and
 * options for any journey, the leasing prescore included.
 */

const TODAY = '2026-03-10';

const when = (id: string, answer: string, operator: 'AND' | 'OR' = 'AND'): QuestionCondition => ({
  conditionalFieldId: id,
  conditionalFieldAnswer: answer,
  conditionalFieldOperator: operator,
});

const base = { isRequired: true, conditions: [], knockOutAnswer: null };
const q = <Q extends Partial<Question> & Pick<Question, 'identifier' | 'kind'>>(question: Q) =>
  ({ ...base, ...question }) as Question;

const income = q({ identifier: 'income_source', kind: 'choice', options: ['employee', 'pensioner'] });
const employer = q({
  identifier: 'employer',
  kind: 'text',
  pattern: null,
  conditions: [when('income_source', 'employee')],
});
const onTrial = q({
  identifier: 'on_trial',
  kind: 'choice',
  options: ['true', 'false'],
  conditions: [when('employer', 'Acme')],
  knockOutAnswer: 'true',
});
const salary = q({ identifier: 'salary', kind: 'number', min: 50_000, max: null, pattern: null });
const birth = q({
  identifier: 'birth',
  kind: 'date',
  validation: 'BIRTH_DATE',
  ageLimits: { min: 18, max: 75 },
});

const steps: QuestionStep[] = [
  { id: 'work', time: 90, questions: [income, employer, onTrial] },
  { id: 'money', time: 45, questions: [salary, birth] },
];

const journey = (overrides: Partial<Journey> = {}): Journey => ({
  before: [],
  steps,
  after: [],
  timing: { rounding: 'nearest', minimumMinutes: 0 },
  ...overrides,
});

const complete = { income_source: 'employee', employer: 'Other', salary: '250 000', birth: '1990-05-01' };

describe('question engine: visibility', () => {
  it('shows a question only while its condition holds, and a chain hides with its root', () => {
    const ids = (answers: Record<string, string>) =>
      visibleStepQuestions(steps[0] as QuestionStep, answers, journey()).map(
        (question) => question.identifier,
      );
    expect(ids({})).toEqual(['income_source']);
    expect(ids({ income_source: 'employee', employer: 'Acme' })).toEqual([
      'income_source',
      'employer',
      'on_trial',
    ]);
    // The employer answer stays stored, but its question is hidden, so on_trial hides too.
    expect(ids({ income_source: 'pensioner', employer: 'Acme' })).toEqual(['income_source']);
  });

  it('drops the answers of hidden questions', () => {
    expect(
      withoutHiddenAnswers(journey(), { income_source: 'pensioner', employer: 'Acme', on_trial: 'false' }),
    ).toEqual({
      income_source: 'pensioner',
    });
  });
});

describe('question engine: validation by kind', () => {
  it.each<[string, Question, string | undefined, string | null]>([
    ['a required question left empty', salary, undefined, 'validation.required'],
    ['an optional question left empty', { ...salary, isRequired: false }, '', null],
    [
      'an optional question answered must still be valid',
      { ...salary, isRequired: false },
      'sok',
      'validation.numeric',
    ],
    ['a number below its minimum', salary, '49 999', 'validation.size'],
    ['a number with thousands separators', salary, '50 000', null],
    [
      'a phone not in +36 form',
      q({ identifier: 'p', kind: 'phone', pattern: null }),
      '06201234567',
      'validation.phone',
    ],
    [
      'a text failing its pattern',
      q({ identifier: 't', kind: 'text', pattern: '^[A-Z]{2}$' }),
      'abc',
      'validation.regex',
    ],
    ['a choice not offered', income, 'student', 'validation.option'],
    [
      'a list outside its options',
      q({ identifier: 'l', kind: 'list', options: ['a'] }),
      '["b"]',
      'validation.option',
    ],
    [
      'an empty list of a required list',
      q({ identifier: 'l', kind: 'list', options: [] }),
      '[]',
      'validation.required',
    ],
    ['a birth date of someone too young', birth, '2010-01-01', 'validation.tooYoung'],
    [
      'a FUTURE date yesterday',
      q({ identifier: 'd', kind: 'date', validation: 'FUTURE' }),
      '2026-03-09',
      'validation.future',
    ],
    [
      'a statement declined',
      q({ identifier: 's', kind: 'statement', isChoice: false }),
      'false',
      'validation.statementRequired',
    ],
    ['a yes/no statement declined', q({ identifier: 's', kind: 'statement', isChoice: true }), 'false', null],
    [
      'a completion not done',
      q({ identifier: 'c', kind: 'completion' }),
      'STARTED',
      'validation.notCompleted',
    ],
    ['a required read-only field never blocks', q({ identifier: 'r', kind: 'readonly' }), undefined, null],
    ['a ticked box', q({ identifier: 'k', kind: 'tick' }), 'true', null],
  ])('%s', (_name, question, answer, expected) => {
    expect(questionError(question, answer, TODAY)).toBe(expected);
  });

  it("gives a step's errors by identifier, visible questions only", () => {
    expect(questionStepErrors(steps[1] as QuestionStep, { salary: 'x' }, TODAY, journey())).toEqual({
      salary: 'validation.numeric',
      birth: 'validation.required',
    });
    expect(
      questionStepErrors(steps[0] as QuestionStep, { income_source: 'pensioner' }, TODAY, journey()),
    ).toEqual({});
  });

  it('refuses answers to hidden or unknown questions in a submitted set', () => {
    const errors = answerSetErrors(journey(), { ...complete, income_source: 'pensioner', extra: 'x' }, TODAY);
    expect(errors).toEqual({ employer: 'validation.notExpected', extra: 'validation.notExpected' });
  });
});

describe('question engine: knock-outs', () => {
  it('a knock-out answer blocks its step and is named', () => {
    const answers = { ...complete, employer: 'Acme', on_trial: 'true' };
    expect(questionStepErrors(steps[0] as QuestionStep, answers, TODAY, journey())).toEqual({
      on_trial: 'validation.knockOut',
    });
    expect(knockOutQuestions(journey(), answers).map((question) => question.identifier)).toEqual([
      'on_trial',
    ]);
    expect(firstInvalidStepIndex(journey(), answers, TODAY)).toBe(0);
  });

  it('any other answer, or the question hidden, does not knock out', () => {
    expect(knockOutQuestions(journey(), { ...complete, employer: 'Acme', on_trial: 'false' })).toEqual([]);
    expect(knockOutQuestions(journey(), { ...complete, employer: 'Other', on_trial: 'true' })).toEqual([]);
  });
});

describe('question engine: steps, navigation and time', () => {
  const withFixed = journey({
    before: [
      { id: 'amount', time: 60, canLeave: true },
      { id: 'type', time: 60, canLeave: false },
    ],
    after: [{ id: 'summary', time: 0, canLeave: false }],
  });

  it('places fixed steps before and after the question steps', () => {
    expect(journeyScreenAt(withFixed, 0)).toEqual({ kind: 'fixed', step: withFixed.before[0] });
    expect(journeyScreenAt(withFixed, 3)).toEqual({ kind: 'questions', step: steps[1], position: 1 });
    expect(journeyScreenAt(withFixed, 4)).toEqual({ kind: 'fixed', step: withFixed.after[0] });
    expect(journeyScreenAt(withFixed, 5)).toBeNull();
    expect(indexOfQuestion(withFixed, 'birth')).toBe(3);
    expect(indexOfQuestion(withFixed, 'nothing')).toBeNull();
  });

  it('a fixed step is valid as its owner says; a question step when it has no errors', () => {
    expect(isJourneyStepValid(withFixed, 0, {}, TODAY)).toBe(true);
    expect(isJourneyStepValid(withFixed, 1, {}, TODAY)).toBe(false);
    expect(isJourneyStepValid(withFixed, 2, complete, TODAY)).toBe(true);
    expect(isJourneyStepValid(withFixed, 3, { salary: '1' }, TODAY)).toBe(false);
    expect(firstInvalidStepIndex(journey(), complete, TODAY)).toBeNull();
  });

  it('clamps, and moves next and back within the journey', () => {
    expect(clampStepIndex(withFixed, 99)).toBe(4);
    expect(clampStepIndex(withFixed, -3)).toBe(0);
    expect(clampStepIndex(journey({ steps: [] }), 2)).toBe(0);
    expect(nextStepIndex(withFixed, 3)).toBe(4);
    expect(nextStepIndex(withFixed, 4)).toBeNull();
    expect(previousStepIndex(1)).toBe(0);
    expect(previousStepIndex(0)).toBeNull();
  });

  it('sums the seconds, then rounds once: to the nearest minute, counting fixed steps', () => {
    // 60 + 60 + 90 + 45 seconds = 4.25 minutes.
    expect(journeyProgress(withFixed, 0)).toEqual({ current: 0, total: 5, totalMinutes: 4, minutesLeft: 4 });
    // From the money step: 45 seconds round to 1; the summary adds none.
    expect(journeyProgress(withFixed, 3)).toMatchObject({ current: 3, minutesLeft: 1 });
    expect(journeyProgress(withFixed, 4)).toMatchObject({ minutesLeft: 0 });
  });

  it('rounds up with a minimum of a minute when the journey says so', () => {
    const flow = journey({ timing: { rounding: 'up', minimumMinutes: 1 } });
    expect(journeyProgress(flow, 0)).toMatchObject({ totalMinutes: 3, minutesLeft: 3 });
    expect(journeyProgress(flow, 1)).toMatchObject({ minutesLeft: 1 });
    expect(journeyProgress(journey({ steps: [], timing: flow.timing }), 0).minutesLeft).toBe(1);
  });
});

describe('question engine: the wizard options (spec §4, §5)', () => {
  const set = { steps: [{ id: 'q', rowIndex: 0, title: 'Q', description: null, time: 120, questions: [] }] };

  it('PSD2 adds the bank sync step, which waits for the sync in the preliminary wizard', () => {
    const manual = wizardJourney(set, { type: 'MANUAL' });
    const psd2 = wizardJourney(set, { type: 'PSD2' });
    expect(manual.before.map((step) => step.id)).toEqual(['amount', 'type']);
    expect(psd2.before.map((step) => step.id)).toEqual(['amount', 'type', 'bank-sync']);
    expect(isJourneyStepValid(psd2, 2, {}, TODAY)).toBe(false);
    expect(isJourneyStepValid(wizardJourney(set, { type: 'PSD2', syncCompleted: true }), 2, {}, TODAY)).toBe(
      true,
    );
  });

  it('the leasing prescore treats its bank sync step as always valid', () => {
    expect(isJourneyStepValid(wizardJourney(set, { type: 'PSD2', leasing: true }), 2, {}, TODAY)).toBe(true);
  });

  it('counts a minute per fixed step and none for the summary', () => {
    expect(journeyProgress(wizardJourney(set, { type: 'PSD2' }), 0).totalMinutes).toBe(5);
    expect(journeyProgress(wizardJourney(set, { type: null }), 0)).toMatchObject({
      total: 4,
      totalMinutes: 4,
    });
  });
});
