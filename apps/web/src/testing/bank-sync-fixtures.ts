import type { BankSync } from '@hitelkapu/domain/contracts/bank-sync';

/** A bank sync as the server answers it: in progress, nothing found yet, unless told otherwise. */
export function bankSync(overrides: Partial<BankSync> = {}): BankSync {
  return {
    id: '0b8f2a4e-5c1d-4e8a-9f3b-2d7c6a1e9b40',
    provider: 'DEFAULT',
    purpose: 'PRELIMINARY',
    status: 'IN_PROGRESS',
    failure: null,
    institutionId: null,
    consentExpiresAt: null,
    detection: null,
    manualSalary: null,
    manualLoanAmount: null,
    effectiveSalary: null,
    effectiveLoanInstalments: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}
