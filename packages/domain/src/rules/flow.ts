import type { Flow, FlowQuestion, FlowStep } from '../contracts/application.ts';
import type { FieldErrors } from '../contracts/error.ts';
import type { Answers } from '../contracts/preliminary.ts';
import { dateValidations } from '../status/flow-fields.ts';
import {
  allStepErrors,
  COMPLETION_ANSWER,
  firstInvalidStepIndex,
  type Journey,
  journeyProgress,
  type Question,
  type QuestionMessageKey,
  type QuestionStep,
  questionError,
  questionMessageKeys,
  questionStepErrors,
  questionValueError,
  visibleQuestionIds,
} from './questions/index.ts';

/**
 * The loan-application flow (spec §5 "Flow step can continue only if") as a configuration
 * of the question engine in questions/: the configured steps and nothing else, hidden
 * questions dropped, conditions counted only on conditional questions, hard knock-outs. The
 * client enables "Tovább" with it; the server re-runs it on every saved answer and every
 * position move.
 */

export { parseListAnswer } from './questions/index.ts';

/** The seeded personal-loan application flow: a new application follows it. */
export const PERSONAL_LOAN_FLOW_ID = 'szemelyi-kolcson-igenyles';

/** Ten megabytes: the upload ceiling of every document prompt (issue 5 "Uploads"). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const flowMessageKeys = {
  ...questionMessageKeys,
  /** An answer another tab changed since this one read it. */
  stale: 'validation.stale',
  /** Uploads: too large, not a PDF/JPEG/PNG by content, more files than the prompt takes. */
  fileSize: 'validation.fileSize',
  fileType: 'validation.fileType',
  tooManyFiles: 'validation.tooManyFiles',
} as const;

export type FlowMessageKey = QuestionMessageKey | (typeof flowMessageKeys)[keyof typeof flowMessageKeys];

/** The answer a completed PSD2 sync or email confirmation leaves in its special field. */
export const SPECIAL_FIELD_DONE = COMPLETION_ANSWER;

/**
 * A statement prompt with the RADIO field type is a yes/no choice (a consent such as the KHR
 * positive-list one, Khr. tv. 5. § (5)): it must be answered, and either answer passes.
 */
export function isStatementChoice(question: Pick<FlowQuestion, 'type' | 'fieldType'>): boolean {
  return question.type === 'STATEMENT_PROMPT' && question.fieldType === 'RADIO';
}

const isDateValidation = (value: string | null) =>
  (dateValidations as readonly (string | null)[]).includes(value)
    ? (value as (typeof dateValidations)[number])
    : null;

/*
 * Flows are read-only once loaded (the server keeps them in its configuration cache, the client
 * in its query cache), so each question, step and flow is converted for the engine once and the
 * conversion is kept beside the object for as long as the object lives.
 */
const engineQuestions = new WeakMap<FlowQuestion, Question>();
const engineSteps = new WeakMap<FlowStep, QuestionStep>();
const engineJourneys = new WeakMap<FlowSteps['steps'], Journey>();

function remembered<K extends object, V>(cache: WeakMap<K, V>, key: K, make: (key: K) => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make(key);
    cache.set(key, value);
  }
  return value;
}

/** A flow question as the engine reads it; conditions count only on a conditional question. */
export function toEngineFlowQuestion(question: FlowQuestion): Question {
  return remembered(engineQuestions, question, engineQuestionOf);
}

function engineQuestionOf(question: FlowQuestion): Question {
  const base = {
    identifier: question.identifier,
    isRequired: question.isRequired,
    conditions: question.isConditional ? question.conditions : [],
    knockOutAnswer: question.isHardKo ? question.koAnswer : null,
  };
  switch (question.type) {
    case 'STATEMENT_PROMPT':
      return { ...base, kind: 'statement', isChoice: isStatementChoice(question) };
    case 'DOCUMENT_PROMPT':
      return { ...base, kind: 'document' };
    case 'READONLY_FIELD':
      return { ...base, kind: 'readonly' };
    case 'SPECIAL_FIELD':
      return { ...base, kind: 'completion' };
    case 'SIMPLE_FIELD':
      break;
  }
  const options = question.options.map((option) => option.value);
  switch (question.fieldType) {
    case 'INPUT':
      // An INPUT's validation is a pattern its answer must match, on top of its format.
      if (question.format === 'PHONE') return { ...base, kind: 'phone', pattern: question.validation };
      if (question.format === 'HUF')
        return { ...base, kind: 'number', min: null, max: null, pattern: question.validation };
      return { ...base, kind: 'text', pattern: question.validation };
    case 'SELECT':
    case 'RADIO':
      return { ...base, kind: 'choice', options };
    case 'CHECKBOX':
      return { ...base, kind: 'list', options };
    case 'DATE_PICKER':
      return {
        ...base,
        kind: 'date',
        validation: isDateValidation(question.validation),
        ageLimits: question.ageLimits,
      };
    default:
      return { ...base, kind: 'text', pattern: null };
  }
}

type FlowSteps = Pick<Flow, 'steps'>;

/** Hidden questions are dropped before anything else (spec §5). */
function toEngineFlowStep(step: FlowStep): QuestionStep {
  return remembered(engineSteps, step, (s) => ({
    id: s.id,
    time: s.time,
    questions: s.questions.filter((q) => !q.hidden).map(toEngineFlowQuestion),
  }));
}

/**
 * The flow as an engine journey: no fixed steps (intro and overview are positions of their
 * own); minutes are rounded up and never fewer than one.
 */
export function flowJourney(flow: FlowSteps): Journey {
  return remembered(engineJourneys, flow.steps, (steps) => ({
    before: [],
    steps: steps.map(toEngineFlowStep),
    after: [],
    timing: { rounding: 'up', minimumMinutes: 1 },
  }));
}

/** The identifiers of the questions the customer sees, over the whole flow. */
export function visibleFlowQuestionIds(flow: FlowSteps, answers: Answers): Set<string> {
  return visibleQuestionIds(flowJourney(flow), answers);
}

export function visibleFlowQuestions(
  step: FlowStep,
  answers: Answers,
  flow: FlowSteps = { steps: [step] },
): FlowQuestion[] {
  const visible = visibleFlowQuestionIds(flow, answers);
  return step.questions.filter((question) => visible.has(question.identifier));
}

/** What is wrong with a given (non-empty) answer, whether or not the question is required. */
export function flowValueError(question: FlowQuestion, answer: string, today: string): FlowMessageKey | null {
  return questionValueError(toEngineFlowQuestion(question), answer, today);
}

/** The message for one visible question, or null when the step may pass it. */
export function flowAnswerError(
  question: FlowQuestion,
  answer: string | undefined,
  today: string,
): FlowMessageKey | null {
  return questionError(toEngineFlowQuestion(question), answer, today);
}

export function flowStepErrors(
  step: FlowStep,
  answers: Answers,
  today: string,
  flow: FlowSteps = { steps: [step] },
): FieldErrors {
  return questionStepErrors(toEngineFlowStep(step), answers, today, flowJourney(flow));
}

export function canContinueFlowStep(
  step: FlowStep,
  answers: Answers,
  today: string,
  flow?: FlowSteps,
): boolean {
  return Object.keys(flowStepErrors(step, answers, today, flow)).length === 0;
}

/** Errors of every step, for the overview and for finish. */
export function flowErrors(flow: FlowSteps, answers: Answers, today: string): FieldErrors {
  return allStepErrors(flowJourney(flow), answers, today);
}

/** The index of the first step that cannot be continued, or null when the whole flow can. */
export function firstIncompleteStep(flow: FlowSteps, answers: Answers, today: string): number | null {
  return firstInvalidStepIndex(flowJourney(flow), answers, today);
}

/** Minutes left from a step to the end, rounded up; the steps' times are seconds. */
export function flowMinutesFrom(flow: FlowSteps, index: number): number {
  return journeyProgress(flowJourney(flow), index).minutesLeft;
}

/** Answers the customer types or ticks; documents, read-only and special fields are set by their own calls. */
export function isCustomerAnswerable(question: FlowQuestion): boolean {
  return !question.hidden && (question.type === 'SIMPLE_FIELD' || question.type === 'STATEMENT_PROMPT');
}

/**
 * The server's check of one autosaved answer (PATCH data): the key must be a question the
 * customer can answer and currently sees, and a non-empty value must be a valid one. An
 * empty value clears the answer. A hard knock-out answer is accepted as an answer: it is
 * the step, not the save, that it blocks.
 */
export function checkFlowAnswer(
  flow: FlowSteps,
  key: string,
  value: string,
  answers: Answers,
  today: string,
): FlowMessageKey | null {
  const question = flow.steps.flatMap((step) => step.questions).find((q) => q.identifier === key);
  if (!question || !isCustomerAnswerable(question)) return flowMessageKeys.notExpected;
  if (!visibleFlowQuestionIds(flow, { ...answers, [key]: value }).has(key))
    return flowMessageKeys.notExpected;
  if (value === '') return null;
  return flowValueError(question, value, today);
}
