import type { FieldErrors } from '../contracts/error.ts';
import type {
  Answers,
  PreliminaryQuestion,
  PreliminaryQuestionSet,
  PreliminaryStep,
} from '../contracts/preliminary.ts';
import type { AssessmentType } from '../status/assessment.ts';
import {
  answerSetErrors,
  clampIndex,
  type FixedStep,
  isJourneyStepValid,
  type Journey,
  journeyProgress,
  parseNumericAnswer,
  type Question,
  type QuestionMessageKey,
  type QuestionStep,
  questionError,
  questionMessageKeys,
  questionStepErrors,
  visibleQuestionIds,
  withoutHiddenAnswers,
} from './questions/index.ts';

/**
 * The preliminary wizard's rules (spec §4 "Prescore wizard", §5 "Preliminary/prescore step
 * validity" and "Conditional visibility"), as a configuration of the question engine in
 * questions/: two fixed steps, the PSD2 bank sync step, the configured question steps and
 * the summary. The client uses them to enable "Tovább"; the server runs the very same
 * functions on what it receives. The leasing prescore is the same wizard with its bank sync
 * step always valid.
 */

export {
  areConditionsMet,
  type ConditionalSteps,
  parseNumericAnswer,
  stepMinutes,
  visibleQuestionIds,
} from './questions/index.ts';

/** Keys beyond the spec's list, for answers the server refuses. */
export const preliminaryMessageKeys = {
  notExpected: questionMessageKeys.notExpected,
  option: questionMessageKeys.option,
} as const;

export type AnswerMessageKey = QuestionMessageKey;

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
  // The index after the last question step is the summary, so the range ends there.
  return clampIndex(step, questionStepCount + fixedStepCount(type) + 1);
}

/** A wizard question as the engine reads it: every one is required, none knocks out. */
export function toEngineQuestion(question: PreliminaryQuestion): Question {
  const base = {
    identifier: question.identifier,
    isRequired: true,
    conditions: question.conditions,
    knockOutAnswer: null,
  };
  switch (question.type) {
    case 'INPUT':
      // Spec §5: INPUT answers must be numeric; HUF only changes how they are typed.
      return { ...base, kind: 'number', min: question.min, max: question.max, pattern: null };
    case 'SELECT':
    case 'RADIO':
      return { ...base, kind: 'choice', options: question.options.map((option) => option.value) };
    case 'DATE_PICKER':
      return { ...base, kind: 'date', validation: question.validation, ageLimits: question.ageLimits };
    case 'CHECKBOX':
      return { ...base, kind: 'tick' };
  }
}

export function toEngineStep(step: PreliminaryStep): QuestionStep {
  return { id: step.id, time: step.time, questions: step.questions.map(toEngineQuestion) };
}

type QuestionSteps = Pick<PreliminaryQuestionSet, 'steps'>;

const toEngineSteps = (set: QuestionSteps) => ({ steps: set.steps.map(toEngineStep) });

/** The ids of the wizard's fixed steps, in order; `questions` steps sit between them. */
export type WizardFixedStepId = 'amount' | 'type' | 'bank-sync' | 'summary';

export interface WizardJourneyState {
  type: AssessmentType | null;
  /** The bank sync finished (PSD2 mode). */
  syncCompleted?: boolean;
  /** The leasing prescore: its sync step is always valid (spec §5). */
  leasing?: boolean;
}

/**
 * The wizard as an engine journey. Each fixed step counts a minute in the estimate (spec §4
 * "plus fixed steps"); the summary takes none and is left by submitting, not by "Tovább".
 */
export function wizardJourney(questionSet: QuestionSteps, state: WizardJourneyState): Journey {
  const fixed = (id: WizardFixedStepId, canLeave: boolean, time = 60): FixedStep => ({ id, time, canLeave });
  const before = [fixed('amount', true), fixed('type', state.type !== null)];
  if (state.type === 'PSD2')
    before.push(fixed('bank-sync', state.leasing === true || state.syncCompleted === true));
  return {
    before,
    steps: questionSet.steps.map(toEngineStep),
    after: [fixed('summary', false, 0)],
    timing: { rounding: 'nearest', minimumMinutes: 0 },
  };
}

/** Minutes shown for the whole wizard: step times summed in minutes, rounded, plus one per fixed step. */
export function wizardTotalMinutes(steps: readonly PreliminaryStep[], type: AssessmentType | null): number {
  return journeyProgress(wizardJourney({ steps: [...steps] }, { type }), 0).totalMinutes;
}

/** Minutes still ahead at an index: the total of the steps not yet passed (spec §4). */
export function wizardMinutesLeft(
  index: number,
  type: AssessmentType | null,
  questionSet: QuestionSteps,
): number {
  return journeyProgress(wizardJourney(questionSet, { type }), index).minutesLeft;
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

/** The message key for one visible question's answer, or null when it is acceptable. */
export function answerError(
  question: PreliminaryQuestion,
  answer: string | undefined,
  today: string,
): AnswerMessageKey | null {
  return questionError(toEngineQuestion(question), answer, today);
}

/** Errors of one question step, by identifier; empty when the step may continue. */
export function stepFieldErrors(
  step: PreliminaryStep,
  answers: Answers,
  today: string,
  set: QuestionSteps = { steps: [step] },
): FieldErrors {
  return questionStepErrors(toEngineStep(step), answers, today, toEngineSteps(set));
}

export interface WizardState extends WizardJourneyState {
  /** 0: amount and term; 1: assessment type; then the bank sync step in PSD2 mode; then questions. */
  step: number;
  questionSet: QuestionSteps;
  answers: Answers;
  today: string;
}

/** The question step shown at a wizard index, or null for a fixed step. */
export function questionStepAt(
  state: Pick<WizardState, 'step' | 'type' | 'questionSet'>,
): PreliminaryStep | null {
  return state.questionSet.steps[state.step - fixedStepCount(state.type)] ?? null;
}

/** Spec §5: whether the customer may leave the step at `state.step` forwards. */
export function isWizardStepValid(state: WizardState): boolean {
  return isJourneyStepValid(wizardJourney(state.questionSet, state), state.step, state.answers, state.today);
}

/**
 * The server's check of a submitted answer set: every visible question answered and valid,
 * and nothing else: an answer to a hidden or unknown question is refused.
 */
export function checkPreliminaryAnswers(set: QuestionSteps, answers: Answers, today: string): FieldErrors {
  return answerSetErrors(toEngineSteps(set), answers, today);
}

/** Drops answers to questions that are no longer visible (the customer changed an earlier answer). */
export function pruneHiddenAnswers(set: QuestionSteps, answers: Answers): Answers {
  return withoutHiddenAnswers(set, answers);
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

/**
 * The questions a linked bank account answers in PSD2 mode (DOMAIN.md "Open banking"): the
 * net monthly income, whether there are existing loans and their monthly instalments. They
 * are not asked then; the figures the customer confirmed or corrected on the bank-sync step
 * stand in their place, on the client and on the server alike.
 */
export const BANK_ANSWERED_QUESTIONS = ['salary', 'salary_commitment', 'committed_salary'] as const;

const isBankAnswered = (identifier: string) =>
  (BANK_ANSWERED_QUESTIONS as readonly string[]).includes(identifier);

/** The question steps the customer answers for an assessment type; a step left without questions goes. */
export function questionSetFor<T extends QuestionSteps>(set: T, type: AssessmentType | null): T {
  if (type !== 'PSD2') return set;
  const steps = set.steps
    .map((step) => ({ ...step, questions: step.questions.filter((q) => !isBankAnswered(q.identifier)) }))
    .filter((step) => step.questions.length > 0);
  return { ...set, steps };
}

/** The answers the bank's figures give to the bank-answered questions (whole forints). */
export function bankAnswers(income: { salary: number; loanInstalments: number }): Answers {
  const hasLoans = income.loanInstalments > 0;
  return {
    salary: String(income.salary),
    salary_commitment: String(hasLoans),
    ...(hasLoans ? { committed_salary: String(income.loanInstalments) } : {}),
  };
}

/** The customer's answers without those the bank gives in PSD2 mode. */
export function withoutBankAnswered(answers: Answers): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([identifier]) => !isBankAnswered(identifier)));
}
