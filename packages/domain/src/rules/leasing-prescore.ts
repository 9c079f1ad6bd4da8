import { type Answers, answersSchema, type PreliminaryQuestionSet } from '../contracts/preliminary.ts';
import type { AssessmentType } from '../status/assessment.ts';
import { assessmentTypeSchema } from '../status/assessment.ts';
import {
  clampWizardStep,
  fixedStepCount,
  isWizardStepValid,
  stepMinutes,
  wizardJourney,
  wizardTotalMinutes,
} from './preliminary.ts';
import type { Journey } from './questions/index.ts';

/**
 * The leasing prescore wizard (spec §4 "Prescore wizard", §5): the preliminary wizard's
 * configuration of the one question engine (decision 026) with the leasing option, so its
 * bank sync step is always valid. Nothing here is a second copy of a rule: each function names
 * the spec's rule for the prescore and hands it to the engine.
 */

type QuestionSteps = Pick<PreliminaryQuestionSet, 'steps'>;

/** The prescore as an engine journey: amount and term, type, the PSD2 step when PSD2, questions, summary. */
export function prescoreJourney(questionSet: QuestionSteps, type: AssessmentType | null): Journey {
  return wizardJourney(questionSet, { type, leasing: true });
}

/** Fixed steps before the questions: the wizard's fixed steps plus the PSD2 extra step when the type is PSD2. */
export function prescoreFixedStepCount(type: AssessmentType | null): number {
  return fixedStepCount(type);
}

/** A step index set directly, clamped between 0 and (question steps + fixed steps). */
export function clampPrescoreStep(
  step: number,
  questionStepCount: number,
  type: AssessmentType | null,
): number {
  return clampWizardStep(step, questionStepCount, type);
}

/** Total minutes shown: the question steps' times summed in minutes and rounded, plus one per fixed step. */
export function prescoreTotalMinutes(questionSet: QuestionSteps, type: AssessmentType | null): number {
  return wizardTotalMinutes(questionSet.steps, type);
}

/** A step's own estimate: its time (seconds) divided by 60, unrounded. */
export function prescoreStepMinutes(step: { time: number }): number {
  return stepMinutes(step);
}

/** Whether the customer may leave a step forwards; the PSD2 sync step always may (spec §5). */
export function isPrescoreStepValid(state: {
  step: number;
  type: AssessmentType | null;
  questionSet: QuestionSteps;
  answers: Answers;
  today: string;
}): boolean {
  return isWizardStepValid({ ...state, leasing: true });
}

/** dynamicData is the JSON text of an object of answers by question identifier; null when it is not one. */
export function parseDynamicData(text: string | null | undefined): Answers | null {
  if (text === null || text === undefined || text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const result = answersSchema.safeParse(parsed);
  return result.success ? result.data : null;
}

/** What a saved prescore gives back to the wizard (spec §3 "Leasing prescore"). */
export interface SavedPrescore {
  type: string | null;
  step: number | null;
  dynamicData: string | null;
}

export interface RestoredPrescore {
  type: AssessmentType | null;
  step: number;
  answers: Answers;
}

/**
 * Loading a saved prescore restores type, step and answers (spec §4): an unknown type is no
 * type, the step is clamped for the restored type, and answers that are not an object of
 * strings are none (the customer answers again rather than the wizard breaking).
 */
export function restorePrescore(saved: SavedPrescore, questionSet: QuestionSteps): RestoredPrescore {
  const parsedType = assessmentTypeSchema.safeParse(saved.type);
  const type = parsedType.success ? parsedType.data : null;
  return {
    type,
    step: clampPrescoreStep(saved.step ?? 0, questionSet.steps.length, type),
    answers: parseDynamicData(saved.dynamicData) ?? {},
  };
}
