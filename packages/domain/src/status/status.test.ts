import { describe, expect, it } from 'vitest';
import {
  activePurchaseStatuses,
  applicationFlowPositionSchema,
  applicationStatuses,
  assessmentTypeSchema,
  conditionOperatorSchema,
  correctionStatusSchema,
  fieldTypes,
  isActivePurchaseStatus,
  profileStatuses,
  profileStatusSchema,
  psd2ProviderTypeSchema,
  purchaseStatuses,
  questionKindSchema,
  signatureStatusSchema,
} from './index.ts';

describe('purchase statuses', () => {
  it('keeps every active status inside the lifecycle', () => {
    for (const status of activePurchaseStatuses) {
      expect(purchaseStatuses).toContain(status);
    }
  });

  it.each([
    ['LINKED', true],
    ['APPLICATION_STARTED', true],
    ['APPLICATION_UNDER_REVIEW', true],
    ['LOAN_APPROVED', true],
    ['CREATED', false],
    ['MONEY_TRANSFERRED', false],
    ['PAID', false],
    ['REVOKED', false],
    ['CANCELLED', false],
    ['DENIED', false],
    ['linked', false],
    [null, false],
    [undefined, false],
  ])('isActivePurchaseStatus(%s) is %s', (status, expected) => {
    expect(isActivePurchaseStatus(status)).toBe(expected);
  });
});

describe('status schemas', () => {
  it.each([
    ['profile status', profileStatusSchema, 'LEASING_PRESCORE', 'LEASING'],
    ['flow position', applicationFlowPositionSchema, 'SIGN_WAITING', 'SIGNING'],
    ['assessment type', assessmentTypeSchema, 'PSD2', 'psd2'],
    ['condition operator', conditionOperatorSchema, 'OR', 'XOR'],
    ['correction status', correctionStatusSchema, 'WITHDRAWN', 'WAITING'],
    ['signature status', signatureStatusSchema, 'WAITING', 'WITHDRAWN'],
    ['question kind', questionKindSchema, 'READONLY_FIELD', 'INPUT'],
    ['PSD2 provider', psd2ProviderTypeSchema, 'GO_CARDLESS', 'GOCARDLESS'],
  ])('%s accepts %s and rejects %s', (_name, schema, known, unknown) => {
    expect(schema.safeParse(known).success).toBe(true);
    expect(schema.safeParse(unknown).success).toBe(false);
    expect(schema.safeParse('').success).toBe(false);
  });

  it('lists the spec values without duplicates', () => {
    for (const values of [profileStatuses, purchaseStatuses, applicationStatuses, fieldTypes]) {
      expect(new Set(values).size).toBe(values.length);
    }
    expect(profileStatuses).toHaveLength(9);
    expect(applicationStatuses).toEqual([
      'UNDER_REVIEW',
      'BANK_RESULT',
      'PURCHASE_BANK_RESULT',
      'CLOSED',
      'COMPLETED',
    ]);
  });
});
