import type { BankSnapshot } from '@hitelkapu/domain';
import {
  type ConsentRequest,
  type ConsentState,
  type ConsentStatus,
  OpenBankingError,
  type OpenBankingProvider,
  type OpenBankingProviderName,
} from '../providers/open-banking/provider.ts';

type Method = 'startConsent' | 'consentStatus' | 'fetchSnapshot' | 'revokeConsent';

/** Six months of a salary on the 10th and a loan instalment on the 5th, in whole forints. */
export function fakeSnapshotFrom(from: string): BankSnapshot {
  const transactions: BankSnapshot['transactions'] = [];
  for (let month = 5; month <= 10; month += 1) {
    const mm = String(month).padStart(2, '0');
    transactions.push(
      {
        id: `ber-${mm}`,
        accountId: 'acc-1',
        status: 'BOOKED',
        bookingDate: `2026-${mm}-10`,
        amount: 412_000,
        currency: 'HUF',
        counterpartyName: 'Példa Gyártó Kft.',
        counterpartyAccount: null,
        remittance: `Munkabér 2026.${mm}.`,
        bankTransactionCode: null,
      },
      {
        id: `torleszto-${mm}`,
        accountId: 'acc-1',
        status: 'BOOKED',
        bookingDate: `2026-${mm}-05`,
        amount: -58_300,
        currency: 'HUF',
        counterpartyName: 'Minta Bank Zrt.',
        counterpartyAccount: null,
        remittance: 'Hiteltörlesztés',
        bankTransactionCode: null,
      },
    );
  }
  return {
    from,
    to: '2026-11-20',
    fetchedAt: '2026-11-20T10:00:00.000Z',
    accounts: [
      {
        id: 'acc-1',
        accountNumber: 'HU42117730161111101800000000',
        bic: 'OTPVHUHB',
        ownerName: 'Kiss Anna',
        name: 'Lakossági folyószámla',
        currency: 'HUF',
      },
    ],
    transactions,
  };
}

/**
 * A PSD2 provider that behaves as the interface says, in memory: consents start PENDING, the
 * test moves them on with `set`, makes a method throw through `failures`, and reads `calls`.
 */
export function fakeOpenBankingProvider(name: OpenBankingProviderName) {
  const consents = new Map<string, { request: ConsentRequest; state: ConsentState }>();
  const calls: Record<Method, string[]> = {
    startConsent: [],
    consentStatus: [],
    fetchSnapshot: [],
    revokeConsent: [],
  };
  const failures: Partial<Record<Method, Error>> = {};
  const gates: Partial<Record<Method, Promise<void>>> = {};
  const failIfAsked = (method: Method) => {
    const failure = failures[method];
    if (failure) throw failure;
  };
  const provider: OpenBankingProvider = {
    name,
    async listInstitutions() {
      return [];
    },
    async startConsent(request) {
      calls.startConsent.push(request.reference);
      failIfAsked('startConsent');
      const providerReference = `${name.toLowerCase()}-${request.reference}`;
      if (!consents.has(providerReference))
        consents.set(providerReference, {
          request,
          state: { status: 'PENDING', providerStatus: 'CR', accountIds: [], expiresAt: null },
        });
      return {
        providerReference,
        redirectUrl: `https://bank.test/${name}/${providerReference}`,
        expiresAt: null,
      };
    },
    async consentStatus(reference) {
      calls.consentStatus.push(reference);
      failIfAsked('consentStatus');
      const consent = consents.get(reference);
      if (!consent) throw new OpenBankingError('NOT_FOUND', 'unknown consent');
      return consent.state;
    },
    async fetchSnapshot(reference, from) {
      calls.fetchSnapshot.push(reference);
      await gates.fetchSnapshot;
      failIfAsked('fetchSnapshot');
      return fakeSnapshotFrom(from);
    },
    async revokeConsent(reference) {
      calls.revokeConsent.push(reference);
      failIfAsked('revokeConsent');
      const consent = consents.get(reference);
      if (consent) consent.state = { ...consent.state, status: 'REVOKED', providerStatus: 'revokedByPsu' };
    },
  };
  return {
    provider,
    calls,
    failures,
    consents,
    /** Keeps every call of the method waiting until the answered function is called. */
    hold(method: Method): () => void {
      let release: () => void = () => {};
      gates[method] = new Promise<void>((resolve) => {
        release = () => {
          delete gates[method];
          resolve();
        };
      });
      return release;
    },
    set(reference: string, status: ConsentStatus, providerStatus: string, expiresAt: Date | null = null) {
      const consent = consents.get(reference);
      if (!consent) throw new Error(`no consent ${reference}`);
      consent.state = { status, providerStatus, accountIds: status === 'LINKED' ? ['acc-1'] : [], expiresAt };
    },
  };
}

export type FakeOpenBankingProvider = ReturnType<typeof fakeOpenBankingProvider>;
