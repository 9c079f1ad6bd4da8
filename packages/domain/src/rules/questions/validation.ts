import type { FieldErrors } from '../../contracts/error.ts';
import type { Answers } from '../../contracts/preliminary.ts';
import {
  adultAgeLimits,
  birthDate,
  future,
  hungarianPhonePattern,
  isNumericValue,
  past,
  type ValidationMessageKey,
  validationMessageKeys,
} from '../validators.ts';
import type { Question, QuestionStep } from './model.ts';
import { visibleQuestionIds } from './visibility.ts';

/** Keys beyond the form rules of spec §5, each with its Hungarian token. */
export const questionMessageKeys = {
  /** An answer to a question that is hidden, unknown or not the customer's to give. */
  notExpected: 'validation.notExpected',
  /** A choice the question does not offer. */
  option: 'validation.option',
  /** A hard knock-out answer: the question's explanation says why. */
  knockOut: 'validation.knockOut',
  /** A required bank-account sync or email confirmation that has not been completed. */
  notCompleted: 'validation.notCompleted',
} as const;

export type QuestionMessageKey =
  | ValidationMessageKey
  | (typeof questionMessageKeys)[keyof typeof questionMessageKeys];

/** The answer a completed bank sync or email confirmation leaves in its question. */
export const COMPLETION_ANSWER = 'COMPLETED';

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

/** A list answer (ticked boxes, uploaded documents) is a JSON list of strings; null when it is not one. */
export function parseListAnswer(value: string | undefined): string[] | null {
  if (value === undefined || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether a question counts as answered (spec §5: truthy, a ticked statement, a non-empty list). */
export function isQuestionAnswered(question: Question, answer: string | undefined): boolean {
  if (!answer) return false;
  switch (question.kind) {
    case 'statement':
      return question.isChoice ? answer === 'true' || answer === 'false' : answer === 'true';
    case 'document':
    case 'list':
      return (parseListAnswer(answer)?.length ?? 0) > 0;
    case 'completion':
      return answer === COMPLETION_ANSWER;
    default:
      return true;
  }
}

/** The message for a required question left unanswered. */
function missingKey(question: Question): QuestionMessageKey {
  if (question.kind === 'statement') return validationMessageKeys.statementRequired;
  if (question.kind === 'completion') return questionMessageKeys.notCompleted;
  return validationMessageKeys.required;
}

/** A configured pattern the answer must match; a pattern that does not compile checks nothing. */
function patternError(pattern: string | null, answer: string): QuestionMessageKey | null {
  if (!pattern) return null;
  let compiled: RegExp;
  try {
    compiled = new RegExp(pattern);
  } catch {
    return null;
  }
  return compiled.test(answer) ? null : validationMessageKeys.regex;
}

/** What is wrong with a given (non-empty) answer, whether or not the question is required. */
export function questionValueError(
  question: Question,
  answer: string,
  today: string,
): QuestionMessageKey | null {
  switch (question.kind) {
    case 'number': {
      const number = parseNumericAnswer(answer);
      if (number === null) return validationMessageKeys.numeric;
      if (
        (question.min !== null && number < question.min) ||
        (question.max !== null && number > question.max)
      )
        return validationMessageKeys.size;
      return patternError(question.pattern, answer);
    }
    case 'phone':
      if (!hungarianPhonePattern.test(answer)) return validationMessageKeys.phone;
      return patternError(question.pattern, answer);
    case 'text':
      return patternError(question.pattern, answer);
    case 'choice':
      return question.options.includes(answer) ? null : questionMessageKeys.option;
    case 'list': {
      const list = parseListAnswer(answer);
      if (list === null) return questionMessageKeys.option;
      if (question.options.length === 0) return null;
      return list.every((item) => question.options.includes(item)) ? null : questionMessageKeys.option;
    }
    case 'date':
      if (question.validation === 'PAST') return past(today)(answer);
      if (question.validation === 'BIRTH_DATE')
        return birthDate(question.ageLimits ?? adultAgeLimits, today)(answer);
      if (question.validation === 'FUTURE') return future(today)(answer);
      return null;
    case 'statement':
      return answer === 'true' || answer === 'false' ? null : validationMessageKeys.statementRequired;
    case 'document':
      return parseListAnswer(answer) === null ? validationMessageKeys.required : null;
    case 'readonly':
      return questionMessageKeys.notExpected;
    case 'tick':
    case 'completion':
      return null;
  }
}

/** Whether this answer ends the journey (a hard knock-out). */
export function isKnockOutAnswer(question: Question, answer: string | undefined): boolean {
  return question.knockOutAnswer !== null && Boolean(answer) && answer === question.knockOutAnswer;
}

/** The message for one visible question, or null when the step may pass it. */
export function questionError(
  question: Question,
  answer: string | undefined,
  today: string,
): QuestionMessageKey | null {
  // A read-only field shows data the customer cannot change: it never blocks.
  if (question.kind === 'readonly') return null;
  // An optional question left empty passes; one that is answered must still be valid.
  if (!isQuestionAnswered(question, answer) && question.isRequired) return missingKey(question);
  if (!answer) return null;
  const valueError = questionValueError(question, answer, today);
  if (valueError) return valueError;
  return isKnockOutAnswer(question, answer) ? questionMessageKeys.knockOut : null;
}

type Steps = { steps: readonly Pick<QuestionStep, 'questions'>[] };

/** The visible questions of one step; visibility is decided on the whole journey (conditions cross steps). */
export function visibleStepQuestions(
  step: Pick<QuestionStep, 'questions'>,
  answers: Answers,
  all: Steps = { steps: [step] },
): Question[] {
  const visible = visibleQuestionIds(all, answers);
  return step.questions.filter((question) => visible.has(question.identifier));
}

/** Errors of one step by question identifier (message keys); empty when the step may be left. */
export function questionStepErrors(
  step: Pick<QuestionStep, 'questions'>,
  answers: Answers,
  today: string,
  all: Steps = { steps: [step] },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const question of visibleStepQuestions(step, answers, all)) {
    const error = questionError(question, answers[question.identifier], today);
    if (error) errors[question.identifier] = error;
  }
  return errors;
}

/** Errors of every step, for a summary, an overview or the server's check of a finished journey. */
export function allStepErrors(all: Steps, answers: Answers, today: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const step of all.steps) Object.assign(errors, questionStepErrors(step, answers, today, all));
  return errors;
}

/**
 * The server's check of a whole submitted answer set: every visible question answered and
 * valid, and nothing else: an answer to a hidden or unknown question is refused, so a crafted
 * request cannot smuggle data past the rules.
 */
export function answerSetErrors(all: Steps, answers: Answers, today: string): FieldErrors {
  const errors = allStepErrors(all, answers, today);
  const visible = visibleQuestionIds(all, answers);
  for (const identifier of Object.keys(answers)) {
    if (!visible.has(identifier)) errors[identifier] = questionMessageKeys.notExpected;
  }
  return errors;
}

/** The visible questions whose answer ends the journey, in order. */
export function knockOutQuestions(all: Steps, answers: Answers): Question[] {
  const visible = visibleQuestionIds(all, answers);
  return all.steps
    .flatMap((step) => step.questions)
    .filter(
      (question) =>
        visible.has(question.identifier) && isKnockOutAnswer(question, answers[question.identifier]),
    );
}
