import type { Correction, CorrectionTodo } from '@hitelkapu/domain/contracts/todos';
import { APPLICATION_ID, flowQuestionOf } from './application-fixtures.ts';

export const CORRECTION_ID = '3b9e1f2a-6c4d-4e8f-9a10-5b6c7d8e9f01';

/** A correction as GET .../customer/{id} answers it: by default an open ANSWER one on the postal code. */
export function correction(overrides: Partial<Correction> = {}): Correction {
  const kind = overrides.kind ?? 'ANSWER';
  const fieldId = overrides.fieldId ?? (kind === 'ANSWER' ? 'postal_code' : 'income_document');
  return {
    id: CORRECTION_ID,
    applicationId: APPLICATION_ID,
    kind,
    fieldId,
    fieldLabel: flowQuestionOf(fieldId).label,
    message: 'Az irányítószám nem egyezik a lakcímkártyán szereplővel. Kérjük, ellenőrizze.',
    currentValue: kind === 'ANSWER' ? '1138' : null,
    status: 'IN_PROGRESS',
    outcome: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    dueAt: '2099-11-27T09:00:00.000Z',
    completedAt: null,
    closedAt: null,
    documents: [],
    ...overrides,
  };
}

/** A CORRECTION to-do as the lists answer it. */
export function correctionTodo(overrides: Partial<CorrectionTodo> = {}): CorrectionTodo {
  return {
    id: CORRECTION_ID,
    type: 'CORRECTION',
    status: 'IN_PROGRESS',
    outcome: null,
    applicationId: APPLICATION_ID,
    createdAt: '2026-11-20T09:00:00.000Z',
    dueAt: '2026-11-27T09:00:00.000Z',
    closedAt: null,
    isOverdue: false,
    correction: {
      kind: 'ANSWER',
      fieldLabel: flowQuestionOf('postal_code').label,
      message: 'Az irányítószám nem egyezik a lakcímkártyán szereplővel. Kérjük, ellenőrizze.',
    },
    ...overrides,
  };
}
