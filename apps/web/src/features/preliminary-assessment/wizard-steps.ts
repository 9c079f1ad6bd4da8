import type { PreliminaryQuestionSet, PreliminaryStep } from '@hitelkapu/domain/contracts/preliminary';
import { fixedStepCount, questionStepAt, wizardTotalMinutes } from '@hitelkapu/domain/rules/preliminary';
import type { AssessmentType } from '@hitelkapu/domain/status/assessment';

/**
 * What each wizard index shows. The indices follow spec §4: 0 amount and term, 1 assessment
 * type, 2 the bank sync in PSD2 mode, then the question steps; the index after the last
 * question step (the top of clampWizardStep's range) is the summary with the statements.
 */
export type WizardScreen =
  | { kind: 'amount' }
  | { kind: 'type' }
  | { kind: 'bank-sync' }
  | { kind: 'questions'; step: PreliminaryStep }
  | { kind: 'summary' };

type QuestionSteps = Pick<PreliminaryQuestionSet, 'steps'>;

export function screenAt(
  index: number,
  type: AssessmentType | null,
  questionSet: QuestionSteps,
): WizardScreen {
  if (index === 0) return { kind: 'amount' };
  if (index === 1) return { kind: 'type' };
  if (type === 'PSD2' && index === 2) return { kind: 'bank-sync' };
  const step = questionStepAt({ step: index, type, questionSet });
  return step ? { kind: 'questions', step } : { kind: 'summary' };
}

/** Every screen of the wizard in order, for the progress list. */
export function wizardScreens(type: AssessmentType | null, questionSet: QuestionSteps): WizardScreen[] {
  const count = fixedStepCount(type) + questionSet.steps.length + 1;
  return Array.from({ length: count }, (_, index) => screenAt(index, type, questionSet));
}

/** The wizard index of the question step holding a question, or null. */
export function indexOfQuestion(
  identifier: string,
  type: AssessmentType | null,
  questionSet: QuestionSteps,
): number | null {
  const position = questionSet.steps.findIndex((step) =>
    step.questions.some((question) => question.identifier === identifier),
  );
  return position === -1 ? null : fixedStepCount(type) + position;
}

/**
 * Minutes still ahead at an index: the total of spec §4 (wizardTotalMinutes) for the steps
 * not yet passed, less the fixed steps already behind the customer.
 */
export function minutesLeft(index: number, type: AssessmentType | null, questionSet: QuestionSteps): number {
  const fixed = fixedStepCount(type);
  const remaining = questionSet.steps.slice(Math.max(0, index - fixed));
  return Math.max(0, wizardTotalMinutes(remaining, type) - Math.min(index, fixed));
}

/** Request fields the server may name in its field errors, and the question each comes from. */
const requestFieldQuestion: Record<string, string> = {
  salary: 'salary',
  salaryCommitment: 'salary_commitment',
  committedSalary: 'committed_salary',
};

/**
 * Where a field error of the server belongs: amount and term on the first step, the type on
 * the second, a question (named by its identifier, possibly under dynamicData.) on its step.
 * Null when the field is not on any step.
 */
export function fieldErrorPlace(
  field: string,
  type: AssessmentType | null,
  questionSet: QuestionSteps,
): { index: number; field: string } | null {
  if (field === 'amount' || field === 'duration') return { index: 0, field };
  if (field === 'type') return { index: 1, field };
  const identifier = requestFieldQuestion[field] ?? field.replace(/^dynamicData\./, '');
  const index = indexOfQuestion(identifier, type, questionSet);
  return index === null ? null : { index, field: identifier };
}
