import type { FieldErrors } from '../contracts/error.ts';
import type {
  Answers,
  PreliminaryQuestion,
  PreliminaryQuestionSet,
  PreliminaryStep,
  QuestionCondition,
} from '../contracts/preliminary.ts';
import type { AssessmentType } from '../status/assessment.ts';
import {
  adultAgeLimits,
  birthDate,
  future,
  isNumericValue,
  past,
  type ValidationMessageKey,
  validationMessageKeys,
} from './validators.ts';

/**
 * The preliminary wizard's rules (spec §4 "Prescore wizard", §5 "Preliminary/prescore step
 * validity" and "Conditional visibility"). The client uses them to enable "Tovább"; the
 * server runs the very same functions on what it receives.
 */

/** Keys beyond the spec's list, for answers the server refuses. */
export const preliminaryMessageKeys = {
  notExpected: 'validation.notExpected',
  option: 'validation.option',
} as const;

export type AnswerMessageKey =
  | ValidationMessageKey
  | (typeof preliminaryMessageKeys)[keyof typeof preliminaryMessageKeys];

/** Step 0 (amount and term) and step 1 (assessment type) are fixed; PSD2 adds the bank sync step. */
export const FIXED_WIZARD_STEPS = 2;

export function fixedStepCount(type: AssessmentType | null): number {
  return FIXED_WIZARD_STEPS + (type === 'PSD2' ? 1 : 0);
}

/** A step index set directly is clamped between 0 and (question steps + fixed steps). */
export function clampWizardStep(
  step: number,
  questionStepCount: number,
  type: AssessmentType | null,
): number {
  const last = questionStepCount + fixedStepCount(type);
  if (!Number.isFinite(step)) return 0;
  return Math.min(Math.max(Math.trunc(step), 0), last);
}

/** Minutes shown for the whole wizard: step times summed in minutes, rounded, plus one per fixed step. */
export function wizardTotalMinutes(steps: readonly PreliminaryStep[], type: AssessmentType | null): number {
  const seconds = steps.reduce((sum, step) => sum + step.time, 0);
  return Math.round(seconds / 60) + fixedStepCount(type);
}

/** A step's own estimate in minutes. */
export function stepMinutes(step: PreliminaryStep): number {
  return step.time / 60;
}

function conditionHolds(condition: QuestionCondition, answers: Answers): boolean {
  return answers[condition.conditionalFieldId] === condition.conditionalFieldAnswer;
}

/**
 * Conditions are read left to right: each joins the result so far with its own operator
 * (AND or OR). A question without conditions is always shown.
 */
export function areConditionsMet(conditions: readonly QuestionCondition[], answers: Answers): boolean {
  let result = true;
  conditions.forEach((condition, index) => {
    const holds = conditionHolds(condition, answers);
    if (index === 0) result = holds;
    else if (condition.conditionalFieldOperator === 'OR') result = result || holds;
    else result = result && holds;
  });
  return result;
}

type QuestionSteps = Pick<PreliminaryQuestionSet, 'steps'>;

/**
 * The identifiers of the visible questions of a whole set. A question is visible when its
 * conditions hold on the answers of visible questions only: an answer given to a question
 * that has since been hidden (the customer changed their mind earlier) does not count.
 * Repeats until nothing changes, so the order of questions in the configuration does not matter.
 */
/** Any set of steps whose questions carry conditions: the assessment's and the application flow's. */
export interface ConditionalSteps {
  steps: readonly {
    questions: readonly { identifier: string; conditions: readonly QuestionCondition[] }[];
  }[];
}

export function visibleQuestionIds(set: ConditionalSteps, answers: Answers): Set<string> {
  const questions = set.steps.flatMap((step) => step.questions);
  let live: Answers = { ...answers };
  let visible = new Set<string>();
  for (let pass = 0; pass <= questions.length; pass += 1) {
    const next = new Set(
      questions.filter((q) => areConditionsMet(q.conditions, live)).map((q) => q.identifier),
    );
    const nextLive: Answers = {};
    for (const [key, value] of Object.entries(answers)) if (next.has(key)) nextLive[key] = value;
    const stable = next.size === visible.size && [...next].every((id) => visible.has(id));
    visible = next;
    live = nextLive;
    if (stable) break;
  }
  return visible;
}

/** The visible questions of one step; pass the whole set when conditions cross steps. */
export function visibleQuestions(
  step: PreliminaryStep,
  answers: Answers,
  set: QuestionSteps = { steps: [step] },
): PreliminaryQuestion[] {
  const visible = visibleQuestionIds(set, answers);
  return step.questions.filter((question) => visible.has(question.identifier));
}

/** A forint or count typed with or without thousands separators, as a number; null when not numeric. */
export function parseNumericAnswer(value: string | undefined): number | null {
  if (value === undefined || !isNumericValue(value)) return null;
  return Number(
    value
      .trim()
      .replace(/[ \u00a0\u202f]/g, '')
      .replace(',', '.'),
  );
}

/** The message key for one visible question's answer, or null when it is acceptable. */
export function answerError(
  question: PreliminaryQuestion,
  answer: string | undefined,
  today: string,
): AnswerMessageKey | null {
  // Spec §5: every visible question answered (truthy).
  if (!answer) return validationMessageKeys.required;
  switch (question.type) {
    case 'INPUT': {
      const number = parseNumericAnswer(answer);
      if (number === null) return validationMessageKeys.numeric;
      if (
        (question.min !== null && number < question.min) ||
        (question.max !== null && number > question.max)
      )
        return validationMessageKeys.size;
      return null;
    }
    case 'DATE_PICKER':
      if (question.validation === 'PAST') return past(today)(answer);
      if (question.validation === 'BIRTH_DATE')
        return birthDate(question.ageLimits ?? adultAgeLimits, today)(answer);
      if (question.validation === 'FUTURE') return future(today)(answer);
      return null;
    case 'SELECT':
    case 'RADIO':
      return question.options.some((option) => option.value === answer)
        ? null
        : preliminaryMessageKeys.option;
    default:
      return null;
  }
}

/** Errors of one question step, by identifier; empty when the step may continue. */
export function stepFieldErrors(
  step: PreliminaryStep,
  answers: Answers,
  today: string,
  set: QuestionSteps = { steps: [step] },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const question of visibleQuestions(step, answers, set)) {
    const error = answerError(question, answers[question.identifier], today);
    if (error) errors[question.identifier] = error;
  }
  return errors;
}

export interface WizardState {
  /** 0: amount and term; 1: assessment type; then the bank sync step in PSD2 mode; then questions. */
  step: number;
  type: AssessmentType | null;
  questionSet: QuestionSteps;
  answers: Answers;
  today: string;
  /** The bank sync finished (PSD2 mode). The leasing wizard treats its sync step as always valid. */
  syncCompleted?: boolean;
  leasing?: boolean;
}

/** The question step shown at a wizard index, or null for a fixed step. */
export function questionStepAt(
  state: Pick<WizardState, 'step' | 'type' | 'questionSet'>,
): PreliminaryStep | null {
  return state.questionSet.steps[state.step - fixedStepCount(state.type)] ?? null;
}

/** Spec §5: whether the customer may leave the step at `state.step` forwards. */
export function isWizardStepValid(state: WizardState): boolean {
  if (state.step === 0) return true;
  if (state.step === 1) return state.type !== null;
  if (state.type === 'PSD2' && state.step === 2)
    return state.leasing === true || state.syncCompleted === true;
  const step = questionStepAt(state);
  if (!step) return false;
  return Object.keys(stepFieldErrors(step, state.answers, state.today, state.questionSet)).length === 0;
}

/**
 * The server's check of a submitted answer set: every visible question answered and valid,
 * and nothing else: an answer to a hidden or unknown question is refused, so a crafted
 * request cannot smuggle data past the rules.
 */
export function checkPreliminaryAnswers(set: QuestionSteps, answers: Answers, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const visible = visibleQuestionIds(set, answers);
  for (const step of set.steps) Object.assign(errors, stepFieldErrors(step, answers, today, set));
  for (const identifier of Object.keys(answers)) {
    if (!visible.has(identifier)) errors[identifier] = preliminaryMessageKeys.notExpected;
  }
  return errors;
}

/** Drops answers to questions that are no longer visible (the customer changed an earlier answer). */
export function pruneHiddenAnswers(set: QuestionSteps, answers: Answers): Answers {
  const visible = visibleQuestionIds(set, answers);
  return Object.fromEntries(Object.entries(answers).filter(([key]) => visible.has(key)));
}

/**
 * The assessment request's income fields (spec §3) as the answers give them: net income,
 * whether there are existing loans and their monthly instalments. The client builds the
 * request with it; the server refuses a request whose fields say something else.
 */
export function incomeFieldsFromAnswers(answers: Answers): {
  salary: number;
  salaryCommitment: boolean;
  committedSalary: number;
} {
  const salaryCommitment = answers.salary_commitment === 'true';
  return {
    salary: parseNumericAnswer(answers.salary) ?? 0,
    salaryCommitment,
    committedSalary: salaryCommitment ? (parseNumericAnswer(answers.committed_salary) ?? 0) : 0,
  };
}
