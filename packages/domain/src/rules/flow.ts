import type { Flow, FlowQuestion, FlowStep } from '../contracts/application.ts';
import type { FieldErrors } from '../contracts/error.ts';
import type { Answers } from '../contracts/preliminary.ts';
import {
  type AnswerMessageKey,
  parseNumericAnswer,
  preliminaryMessageKeys,
  visibleQuestionIds,
} from './preliminary.ts';
import {
  adultAgeLimits,
  birthDate,
  future,
  hungarianPhonePattern,
  past,
  validationMessageKeys,
} from './validators.ts';

/**
 * The loan-application flow engine (spec §5 "Flow step can continue only if"): which
 * questions a customer sees and whether a step may be left forwards. The client enables
 * "Tovább" with it; the server re-runs it on every saved answer and every position move.
 */

/** The seeded personal-loan application flow: a new application follows it. */
export const PERSONAL_LOAN_FLOW_ID = 'szemelyi-kolcson-igenyles';

/** Ten megabytes: the upload ceiling of every document prompt (issue 5 "Uploads"). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const flowMessageKeys = {
  ...preliminaryMessageKeys,
  /** A hard knock-out answer: the question's koExplanation says why. */
  knockOut: 'validation.knockOut',
  /** A required bank-account sync or email confirmation that has not been completed. */
  notCompleted: 'validation.notCompleted',
  /** An answer another tab changed since this one read it. */
  stale: 'validation.stale',
  /** Uploads: too large, not a PDF/JPEG/PNG by content, more files than the prompt takes. */
  fileSize: 'validation.fileSize',
  fileType: 'validation.fileType',
  tooManyFiles: 'validation.tooManyFiles',
} as const;

export type FlowMessageKey = AnswerMessageKey | (typeof flowMessageKeys)[keyof typeof flowMessageKeys];

/** The answer a completed PSD2 sync or email confirmation leaves in its special field. */
export const SPECIAL_FIELD_DONE = 'COMPLETED';

type FlowSteps = Pick<Flow, 'steps'>;

/** Hidden questions are dropped before anything else (spec §5). */
function withoutHidden(flow: FlowSteps): FlowSteps {
  return {
    steps: flow.steps.map((step) => ({ ...step, questions: step.questions.filter((q) => !q.hidden) })),
  };
}

/** The identifiers of the questions the customer sees, over the whole flow. */
export function visibleFlowQuestionIds(flow: FlowSteps, answers: Answers): Set<string> {
  const shown = withoutHidden(flow);
  // Only conditional questions have conditions that count.
  const effective = {
    steps: shown.steps.map((step) => ({
      questions: step.questions.map((q) => ({
        identifier: q.identifier,
        conditions: q.isConditional ? q.conditions : [],
      })),
    })),
  };
  return visibleQuestionIds(effective, answers);
}

export function visibleFlowQuestions(
  step: FlowStep,
  answers: Answers,
  flow: FlowSteps = { steps: [step] },
): FlowQuestion[] {
  const visible = visibleFlowQuestionIds(flow, answers);
  return step.questions.filter((question) => visible.has(question.identifier));
}

/** A CHECKBOX (and a document prompt) answer is a JSON list of strings; null when it is not one. */
export function parseListAnswer(value: string | undefined): string[] | null {
  if (value === undefined || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * A statement prompt with the RADIO field type is a yes/no choice (a consent such as the KHR
 * positive-list one, Khr. tv. 5. § (5)): it must be answered, and either answer passes.
 */
export function isStatementChoice(question: Pick<FlowQuestion, 'type' | 'fieldType'>): boolean {
  return question.type === 'STATEMENT_PROMPT' && question.fieldType === 'RADIO';
}

function isAnswered(question: FlowQuestion, answer: string | undefined): boolean {
  if (!answer) return false;
  switch (question.type) {
    case 'STATEMENT_PROMPT':
      return isStatementChoice(question) ? answer === 'true' || answer === 'false' : answer === 'true';
    case 'DOCUMENT_PROMPT':
      return (parseListAnswer(answer)?.length ?? 0) > 0;
    case 'SPECIAL_FIELD':
      return answer === SPECIAL_FIELD_DONE;
    case 'READONLY_FIELD':
      return true;
    default:
      return question.fieldType === 'CHECKBOX' ? (parseListAnswer(answer)?.length ?? 0) > 0 : true;
  }
}

/** What is wrong with a given (non-empty) answer, whether or not the question is required. */
export function flowValueError(question: FlowQuestion, answer: string, today: string): FlowMessageKey | null {
  if (question.type === 'READONLY_FIELD') return flowMessageKeys.notExpected;
  if (question.type === 'STATEMENT_PROMPT')
    return answer === 'true' || answer === 'false' ? null : validationMessageKeys.statementRequired;
  if (question.type === 'DOCUMENT_PROMPT')
    return parseListAnswer(answer) === null ? validationMessageKeys.required : null;
  if (question.type === 'SPECIAL_FIELD') return null;
  switch (question.fieldType) {
    case 'INPUT': {
      if (question.format === 'PHONE' && !hungarianPhonePattern.test(answer))
        return validationMessageKeys.phone;
      if (question.format === 'HUF' && parseNumericAnswer(answer) === null)
        return validationMessageKeys.numeric;
      if (question.validation) {
        let pattern: RegExp;
        try {
          pattern = new RegExp(question.validation);
        } catch {
          return null;
        }
        if (!pattern.test(answer)) return validationMessageKeys.regex;
      }
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
      return question.options.some((option) => option.value === answer) ? null : flowMessageKeys.option;
    case 'CHECKBOX': {
      const list = parseListAnswer(answer);
      if (list === null) return flowMessageKeys.option;
      if (question.options.length === 0) return null;
      return list.every((item) => question.options.some((option) => option.value === item))
        ? null
        : flowMessageKeys.option;
    }
    default:
      return null;
  }
}

/** The message for one visible question, or null when the step may pass it. */
export function flowAnswerError(
  question: FlowQuestion,
  answer: string | undefined,
  today: string,
): FlowMessageKey | null {
  // A read-only field shows data the customer cannot change: it never blocks.
  if (question.type === 'READONLY_FIELD') return null;
  if (!isAnswered(question, answer)) {
    if (question.isRequired) {
      if (question.type === 'STATEMENT_PROMPT') return validationMessageKeys.statementRequired;
      if (question.type === 'SPECIAL_FIELD') return flowMessageKeys.notCompleted;
      return validationMessageKeys.required;
    }
    // An optional question left empty passes; one that is answered must still be valid.
  }
  if (!answer) return null;
  const valueError = flowValueError(question, answer, today);
  if (valueError) return valueError;
  if (question.isHardKo && question.koAnswer !== null && answer === question.koAnswer)
    return flowMessageKeys.knockOut;
  return null;
}

export function flowStepErrors(
  step: FlowStep,
  answers: Answers,
  today: string,
  flow: FlowSteps = { steps: [step] },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const question of visibleFlowQuestions(step, answers, flow)) {
    const error = flowAnswerError(question, answers[question.identifier], today);
    if (error) errors[question.identifier] = error;
  }
  return errors;
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
  const errors: FieldErrors = {};
  for (const step of flow.steps) Object.assign(errors, flowStepErrors(step, answers, today, flow));
  return errors;
}

/** The index of the first step that cannot be continued, or null when the whole flow can. */
export function firstIncompleteStep(flow: FlowSteps, answers: Answers, today: string): number | null {
  const index = flow.steps.findIndex((step) => !canContinueFlowStep(step, answers, today, flow));
  return index === -1 ? null : index;
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
