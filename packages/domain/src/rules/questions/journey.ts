import type { Answers } from '../../contracts/preliminary.ts';
import type { FixedStep, Journey, JourneyProgress, JourneyScreen, QuestionStep, Timing } from './model.ts';
import { questionStepErrors } from './validation.ts';

/** The number of steps: fixed ones before, question steps, fixed ones after. */
export function journeyLength(journey: Journey): number {
  return journey.before.length + journey.steps.length + journey.after.length;
}

/** What sits at an index, or null outside the journey. */
export function journeyScreenAt(journey: Journey, index: number): JourneyScreen | null {
  if (!Number.isInteger(index) || index < 0) return null;
  const before = journey.before[index];
  if (before) return { kind: 'fixed', step: before };
  const position = index - journey.before.length;
  const step = journey.steps[position];
  if (step) return { kind: 'questions', step, position };
  const after = journey.after[position - journey.steps.length];
  return after ? { kind: 'fixed', step: after } : null;
}

/** The journey index of a question step. */
export function questionStepIndex(journey: Journey, position: number): number {
  return journey.before.length + position;
}

/** The index of the step holding a question, or null when no step holds it. */
export function indexOfQuestion(journey: Journey, identifier: string): number | null {
  const position = journey.steps.findIndex((step) =>
    step.questions.some((question) => question.identifier === identifier),
  );
  return position === -1 ? null : questionStepIndex(journey, position);
}

/** An index kept inside 0..length-1 (spec §4: a step set directly is clamped); not a number gives 0. */
export function clampIndex(index: number, length: number): number {
  if (!Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), Math.max(length - 1, 0));
}

export function clampStepIndex(journey: Journey, index: number): number {
  return clampIndex(index, journeyLength(journey));
}

/** Whether the customer may leave the step at an index forwards. */
export function isJourneyStepValid(
  journey: Journey,
  index: number,
  answers: Answers,
  today: string,
): boolean {
  const screen = journeyScreenAt(journey, index);
  if (!screen) return false;
  if (screen.kind === 'fixed') return screen.step.canLeave;
  return Object.keys(questionStepErrors(screen.step, answers, today, journey)).length === 0;
}

/** The index of the first step that may not be left, or null when every one may. */
export function firstInvalidStepIndex(journey: Journey, answers: Answers, today: string): number | null {
  const length = journeyLength(journey);
  for (let index = 0; index < length; index += 1)
    if (!isJourneyStepValid(journey, index, answers, today)) return index;
  return null;
}

/** "Tovább": the next index, or null from the last step. */
export function nextStepIndex(journey: Journey, index: number): number | null {
  return index + 1 < journeyLength(journey) ? index + 1 : null;
}

/** "Vissza": the previous index, or null from the first step (the owner decides what lies before). */
export function previousStepIndex(index: number): number | null {
  return index > 0 ? index - 1 : null;
}

/** A step's own estimate in minutes, unrounded. */
export function stepMinutes(step: Pick<QuestionStep | FixedStep, 'time'>): number {
  return step.time / 60;
}

function toMinutes(seconds: number, timing: Timing): number {
  const minutes = timing.rounding === 'up' ? Math.ceil(seconds / 60) : Math.round(seconds / 60);
  return Math.max(timing.minimumMinutes, minutes);
}

/**
 * Where the customer is and the time shown (spec §4): the step times are summed in seconds
 * first, then rounded once, so three half-minute steps make two minutes, not three.
 */
export function journeyProgress(journey: Journey, index: number): JourneyProgress {
  const times = [...journey.before, ...journey.steps, ...journey.after].map((step) => step.time);
  const current = clampIndex(index, times.length);
  const sum = (from: number) => times.slice(from).reduce((total, time) => total + time, 0);
  return {
    current,
    total: times.length,
    totalMinutes: toMinutes(sum(0), journey.timing),
    minutesLeft: toMinutes(sum(current), journey.timing),
  };
}
