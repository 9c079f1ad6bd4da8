import { describe, expect, it } from 'vitest';
import type { PreliminaryQuestion, PreliminaryStep } from '../contracts/preliminary.ts';
import {
  clampPrescoreStep,
  isPrescoreStepValid,
  parseDynamicData,
  prescoreFixedStepCount,
  prescoreJourney,
  prescoreStepMinutes,
  prescoreTotalMinutes,
  restorePrescore,
} from './leasing-prescore.ts';

/** Spec §4 "Prescore wizard" and §5, one case per rule. */

const TODAY = '2026-03-10';

const question = (
  identifier: string,
  type: PreliminaryQuestion['type'],
  extra: Partial<PreliminaryQuestion> = {},
) =>
  ({
    identifier,
    type,
    label: identifier,
    hint: null,
    options: [],
    validation: null,
    format: null,
    min: null,
    max: null,
    conditions: [],
    ...extra,
  }) satisfies PreliminaryQuestion;

const step = (id: string, time: number, questions: PreliminaryQuestion[]): PreliminaryStep => ({
  id,
  rowIndex: 0,
  title: id,
  description: null,
  time,
  questions,
});

// Two question steps: 90 s and 45 s.
const set = {
  steps: [
    step('work', 90, [question('employment_start', 'DATE_PICKER', { validation: 'PAST' })]),
    step('money', 45, [question('salary', 'INPUT')]),
  ],
};

describe('prescore wizard rules (spec §4)', () => {
  it('fixed steps: amount and type, plus the PSD2 extra step when the type is PSD2', () => {
    expect(prescoreFixedStepCount('MANUAL')).toBe(2);
    expect(prescoreFixedStepCount(null)).toBe(2);
    expect(prescoreFixedStepCount('PSD2')).toBe(3);
  });

  it('a step set directly is clamped between 0 and question steps + fixed steps', () => {
    expect(clampPrescoreStep(-4, 2, 'MANUAL')).toBe(0);
    expect(clampPrescoreStep(99, 2, 'MANUAL')).toBe(4);
    expect(clampPrescoreStep(99, 2, 'PSD2')).toBe(5);
    expect(clampPrescoreStep(3, 2, 'MANUAL')).toBe(3);
    expect(clampPrescoreStep(Number.NaN, 2, 'MANUAL')).toBe(0);
  });

  it('total time: step times summed in minutes, rounded, plus one minute per fixed step', () => {
    // 135 s = 2.25 min -> 2, plus 2 fixed steps; PSD2 adds its step.
    expect(prescoreTotalMinutes(set, 'MANUAL')).toBe(4);
    expect(prescoreTotalMinutes(set, 'PSD2')).toBe(5);
  });

  it("a step's estimate is its time divided by 60", () => {
    expect(prescoreStepMinutes({ time: 90 })).toBe(1.5);
    expect(prescoreStepMinutes({ time: 45 })).toBe(0.75);
  });

  it('loading a saved prescore restores type, step and answers', () => {
    expect(restorePrescore({ type: 'PSD2', step: 3, dynamicData: '{"salary":"450 000"}' }, set)).toEqual({
      type: 'PSD2',
      step: 3,
      answers: { salary: '450 000' },
    });
  });

  it('a restored step is clamped for the restored type, and broken answers restore as none', () => {
    expect(restorePrescore({ type: 'MANUAL', step: 9, dynamicData: 'not json' }, set)).toEqual({
      type: 'MANUAL',
      step: 4,
      answers: {},
    });
    expect(restorePrescore({ type: 'OTHER', step: null, dynamicData: null }, set)).toEqual({
      type: null,
      step: 0,
      answers: {},
    });
    expect(parseDynamicData('{"salary":3}')).toBeNull();
  });
});

describe('prescore step validity (spec §5)', () => {
  const valid = (stepIndex: number, type: 'MANUAL' | 'PSD2' | null, answers: Record<string, string> = {}) =>
    isPrescoreStepValid({ step: stepIndex, type, questionSet: set, answers, today: TODAY });

  it('step 0 is always valid; step 1 needs a type', () => {
    expect(valid(0, null)).toBe(true);
    expect(valid(1, null)).toBe(false);
    expect(valid(1, 'MANUAL')).toBe(true);
  });

  it('the bank sync step is always valid in the leasing wizard', () => {
    expect(prescoreJourney(set, 'PSD2').before.map((fixed) => fixed.id)).toEqual([
      'amount',
      'type',
      'bank-sync',
    ]);
    expect(valid(2, 'PSD2')).toBe(true);
  });

  it('a DATE_PICKER PAST answer may not be later than today; an INPUT must be numeric', () => {
    expect(valid(2, 'MANUAL', { employment_start: '2026-03-11' })).toBe(false);
    expect(valid(2, 'MANUAL', { employment_start: TODAY })).toBe(true);
    expect(valid(3, 'MANUAL', { salary: 'sok' })).toBe(false);
    expect(valid(3, 'MANUAL', { salary: '450 000' })).toBe(true);
  });
});
