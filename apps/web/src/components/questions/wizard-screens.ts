import type { PreliminaryQuestionSet, PreliminaryStep } from '@hitelkapu/domain/contracts/preliminary';
import { journeyLength, journeyScreenAt } from '@hitelkapu/domain/rules/questions/journey';
import type { Journey } from '@hitelkapu/domain/rules/questions/model';

/**
 * What a wizard index shows, for the wizards built on the question engine (decision 026): the
 * fixed steps their journey puts before the questions (amount, type, bank sync), a question
 * step, or the summary after them. Each journey says which fixed steps it has.
 */
export type WizardScreen =
  | { kind: 'amount' }
  | { kind: 'type' }
  | { kind: 'bank-sync' }
  | { kind: 'questions'; step: PreliminaryStep }
  | { kind: 'summary' };

type QuestionSteps = Pick<PreliminaryQuestionSet, 'steps'>;

/** The screen at an index of a journey; past the question steps it is the summary. */
export function wizardScreenAt(journey: Journey, index: number, questionSet: QuestionSteps): WizardScreen {
  const screen = journeyScreenAt(journey, index);
  const step = screen?.kind === 'questions' ? questionSet.steps[screen.position] : undefined;
  if (step) return { kind: 'questions', step };
  if (screen?.kind === 'fixed' && screen.step.id !== 'summary')
    return { kind: screen.step.id as 'amount' | 'type' | 'bank-sync' };
  return { kind: 'summary' };
}

/** Every screen of a journey in order, for the progress list. */
export function wizardScreensOf(journey: Journey, questionSet: QuestionSteps): WizardScreen[] {
  return Array.from({ length: journeyLength(journey) }, (_, index) =>
    wizardScreenAt(journey, index, questionSet),
  );
}

/**
 * The server's field errors placed on the earliest step holding one: that step's index and
 * its message keys by field. `place` says where a field of the request belongs (null: on no
 * step). Null when none belongs to a step.
 */
export function earliestStepErrors(
  fieldErrors: Record<string, string>,
  place: (field: string) => { index: number; field: string } | null,
): { index: number; keys: Record<string, string> } | null {
  const placed = Object.entries(fieldErrors).flatMap(([field, key]) => {
    const found = place(field);
    return found ? [{ ...found, key }] : [];
  });
  if (placed.length === 0) return null;
  const index = Math.min(...placed.map((found) => found.index));
  const keys = Object.fromEntries(
    placed.filter((found) => found.index === index).map((found) => [found.field, found.key]),
  );
  return { index, keys };
}
