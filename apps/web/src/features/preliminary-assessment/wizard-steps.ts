import type { FilterSettings } from '@hitelkapu/domain/contracts/offers';
import type {
  Answers,
  PreliminaryDraft,
  PreliminaryQuestionSet,
} from '@hitelkapu/domain/contracts/preliminary';
import { clampWizardStep, wizardJourney, wizardMinutesLeft } from '@hitelkapu/domain/rules/preliminary';
import { indexOfQuestion as journeyIndexOf } from '@hitelkapu/domain/rules/questions/journey';
import type { AssessmentType } from '@hitelkapu/domain/status/assessment';
import type { AmountTerm } from '../../components/credit/loan-amount-term-fields.tsx';
import {
  earliestStepErrors,
  type WizardScreen,
  wizardScreenAt,
  wizardScreensOf,
} from '../../components/questions/wizard-screens.ts';

/**
 * What each wizard index shows. The indices follow spec §4 as the domain's wizard journey
 * lays them out: 0 amount and term, 1 assessment type, 2 the bank sync in PSD2 mode, then
 * the question steps; the index after the last question step (the top of clampWizardStep's
 * range) is the summary with the statements.
 */
export type { WizardScreen };

type QuestionSteps = Pick<PreliminaryQuestionSet, 'steps'>;

export function screenAt(
  index: number,
  type: AssessmentType | null,
  questionSet: QuestionSteps,
): WizardScreen {
  return wizardScreenAt(wizardJourney(questionSet, { type }), index, questionSet);
}

/** Every screen of the wizard in order, for the progress list. */
export function wizardScreens(type: AssessmentType | null, questionSet: QuestionSteps): WizardScreen[] {
  return wizardScreensOf(wizardJourney(questionSet, { type }), questionSet);
}

/** The wizard index of the question step holding a question, or null. */
export function indexOfQuestion(
  identifier: string,
  type: AssessmentType | null,
  questionSet: QuestionSteps,
): number | null {
  return journeyIndexOf(wizardJourney(questionSet, { type }), identifier);
}

/** Minutes still ahead at an index (spec §4), from the domain's wizard journey. */
export function minutesLeft(index: number, type: AssessmentType | null, questionSet: QuestionSteps): number {
  return wizardMinutesLeft(index, type, questionSet);
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

/**
 * The server's field errors placed on the earliest step holding one: that step's index and
 * its message keys by field. Null when none belongs to a step.
 */
export function serverErrorStep(
  fieldErrors: Record<string, string>,
  type: AssessmentType | null,
  questionSet: QuestionSteps,
): { index: number; keys: Record<string, string> } | null {
  return earliestStepErrors(fieldErrors, (field) => fieldErrorPlace(field, type, questionSet));
}

export interface WizardStart {
  step: number;
  type: AssessmentType | null;
  amountTerm: AmountTerm;
  answers: Answers;
}

/**
 * Where the wizard starts: the saved draft (step, type, amount, term, answers) or a fresh
 * start with the calculation config's defaults. A PSD2 draft without a live provider falls
 * back to the type choice; when manual is the only way, it is the chosen one.
 */
export function wizardStart(
  draft: PreliminaryDraft | null,
  settings: FilterSettings,
  questionSet: QuestionSteps,
  psd2Enabled: boolean,
): WizardStart {
  const psd2Gone = draft?.type === 'PSD2' && !psd2Enabled;
  let type = psd2Gone ? null : (draft?.type ?? null);
  if (type === null && !psd2Enabled) type = 'MANUAL';
  let step = draft ? clampWizardStep(draft.step, questionSet.steps.length, type) : 0;
  if (psd2Gone) step = Math.min(step, 1);
  return {
    step,
    type,
    amountTerm: {
      amount: draft?.amount ?? settings.defaultAmount,
      duration: draft?.duration ?? settings.defaultDuration,
    },
    answers: draft?.answers ?? {},
  };
}
