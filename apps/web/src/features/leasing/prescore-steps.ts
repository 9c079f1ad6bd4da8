import type { LeasingFilterSettings, LeasingPrescore } from '@hitelkapu/domain/contracts/leasing-prescore';
import type { Answers, PreliminaryQuestionSet } from '@hitelkapu/domain/contracts/preliminary';
import {
  clampPrescoreStep,
  prescoreJourney,
  restorePrescore,
} from '@hitelkapu/domain/rules/leasing-prescore';
import type { AssessmentType } from '@hitelkapu/domain/status/assessment';
import {
  type WizardScreen,
  wizardScreenAt,
  wizardScreensOf,
} from '../../components/questions/wizard-screens.ts';

/**
 * What each prescore index shows (spec §4 "Prescore wizard"), as the domain's prescore journey
 * lays them out: 0 the vehicle and the amounts, 1 the type, 2 the bank sync in PSD2 mode, then
 * the question steps of the chosen type; the index after the last question step is the summary.
 */
export type PrescoreScreen = WizardScreen;

type QuestionSteps = Pick<PreliminaryQuestionSet, 'steps'>;

export function prescoreScreenAt(
  index: number,
  type: AssessmentType | null,
  questionSet: QuestionSteps,
): PrescoreScreen {
  return wizardScreenAt(prescoreJourney(questionSet, type), index, questionSet);
}

/** Every screen in order, for the progress list. */
export function prescoreScreens(type: AssessmentType | null, questionSet: QuestionSteps): PrescoreScreen[] {
  return wizardScreensOf(prescoreJourney(questionSet, type), questionSet);
}

/** The question set of a type; before a type is chosen the manual one shows what lies ahead. */
export function questionSetOf<T extends QuestionSteps>(
  type: AssessmentType | null,
  sets: { MANUAL: T; PSD2: T | null },
): T {
  return type === 'PSD2' && sets.PSD2 ? sets.PSD2 : sets.MANUAL;
}

export interface PrescoreStart {
  step: number;
  type: AssessmentType | null;
  answers: Answers;
  downPayment: number;
  duration: number;
}

/**
 * Where the wizard opens: the saved prescore restores type, step and answers (spec §4), the
 * step clamped for the type's question set; a PSD2 prescore without a provider on offer goes
 * back to the type choice. Down payment and term are the saved ones inside the sliders' range.
 */
export function prescoreStart(
  saved: Pick<LeasingPrescore, 'type' | 'step' | 'dynamicData' | 'downPayment' | 'duration'>,
  sets: { MANUAL: QuestionSteps; PSD2: QuestionSteps | null },
  settings: Pick<LeasingFilterSettings, 'minDownPayment' | 'maxDownPayment' | 'minDuration' | 'maxDuration'>,
  psd2Offered: boolean,
): PrescoreStart {
  const restored = restorePrescore(saved, questionSetOf(saved.type, sets));
  const psd2Gone = restored.type === 'PSD2' && (!psd2Offered || sets.PSD2 === null);
  let type = psd2Gone ? null : restored.type;
  if (type === null && !psd2Offered) type = 'MANUAL';
  const step = psd2Gone
    ? Math.min(restored.step, 1)
    : clampPrescoreStep(restored.step, questionSetOf(type, sets).steps.length, type);
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  return {
    step,
    type,
    answers: restored.answers,
    downPayment: clamp(saved.downPayment, settings.minDownPayment, settings.maxDownPayment),
    duration: clamp(saved.duration, settings.minDuration, settings.maxDuration),
  };
}
