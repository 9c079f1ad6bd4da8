import { describe, expect, it } from 'vitest';
import { questionSet } from '../../testing/credit-fixtures.ts';
import { fieldErrorPlace, minutesLeft, screenAt, wizardScreens } from './wizard-steps.ts';

describe('wizard steps', () => {
  it('puts the bank sync step after the type only in PSD2 mode, and the summary last', () => {
    expect(wizardScreens('MANUAL', questionSet).map((screen) => screen.kind)).toEqual([
      'amount',
      'type',
      'questions',
      'questions',
      'questions',
      'summary',
    ]);
    expect(screenAt(2, 'PSD2', questionSet).kind).toBe('bank-sync');
    // The seeded set asks the personal step first.
    expect(screenAt(3, 'PSD2', questionSet)).toMatchObject({ kind: 'questions', step: { id: 'personal' } });
  });

  it('counts down the minutes: 4 question minutes plus one per fixed step', () => {
    // 45 + 120 + 60 seconds, rounded up to 4 minutes, plus the two fixed steps (spec §4).
    expect(minutesLeft(0, 'MANUAL', questionSet)).toBe(6);
    expect(minutesLeft(1, 'MANUAL', questionSet)).toBe(5);
    expect(minutesLeft(2, 'MANUAL', questionSet)).toBe(4);
    expect(minutesLeft(4, 'MANUAL', questionSet)).toBe(1);
    expect(minutesLeft(5, 'MANUAL', questionSet)).toBe(0);
  });

  it('places the server’s field errors on their steps', () => {
    expect(fieldErrorPlace('amount', 'MANUAL', questionSet)).toEqual({ index: 0, field: 'amount' });
    expect(fieldErrorPlace('committedSalary', 'MANUAL', questionSet)).toEqual({
      index: 4,
      field: 'committed_salary',
    });
    expect(fieldErrorPlace('dynamicData.date_of_birth', 'MANUAL', questionSet)).toEqual({
      index: 2,
      field: 'date_of_birth',
    });
    expect(fieldErrorPlace('somethingElse', 'MANUAL', questionSet)).toBeNull();
  });
});
