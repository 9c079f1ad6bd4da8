import type {
  BankSync,
  BankSyncLookup,
  BankSyncPurpose,
  GeneralBankSyncPurpose,
} from '@hitelkapu/domain/contracts/bank-sync';
import { getBankList } from '@hitelkapu/domain/contracts/endpoints/bank-list';
import {
  cancelGoCardlessBankSync,
  continueBankSync,
  continueGoCardlessBankSync,
  continueLeasingBankSync,
  failBankSync,
  failGoCardlessBankSync,
  failLeasingBankSync,
  getCustomerBankSync,
  getGoCardlessBankSync,
  getLeasingBankSync,
  overrideGoCardlessBankSync,
  overrideLeasingBankSync,
  reportBankSyncMistake,
  revokeBankSync,
  setBankSyncManualLoanAmount,
  setBankSyncManualSalary,
  startBankSync,
  startGoCardlessBankSync,
  startLeasingBankSync,
} from '@hitelkapu/domain/contracts/endpoints/bank-sync';
import type { Psd2ProviderType } from '@hitelkapu/domain/status/assessment';
import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpointQuery } from './api.ts';
import { endpointQueryRoot } from './endpoint-query.ts';

/**
 * The general flow's calls (the preliminary assessment and the application) are chosen by
 * purpose; the leasing prescore links through its own calls (spec §7 "Bank sync (leasing
 * prescore)"), those of the provider the config value leasing_prescore_psd2_type names.
 */
function general(purpose: BankSyncPurpose): GeneralBankSyncPurpose {
  if (purpose === 'LEASING_PRESCORE') throw new Error('the leasing prescore has bank-sync calls of its own');
  return purpose;
}

/** The leasing prescore's calls of one provider: GO_CARDLESS picks the second (spec §1). */
function leasingCalls(provider: Psd2ProviderType) {
  return provider === 'GO_CARDLESS'
    ? {
        mySync: getGoCardlessBankSync,
        start: startGoCardlessBankSync,
        continue: continueGoCardlessBankSync,
        fail: failGoCardlessBankSync,
        override: overrideGoCardlessBankSync,
      }
    : {
        mySync: getLeasingBankSync,
        start: startLeasingBankSync,
        continue: continueLeasingBankSync,
        fail: failLeasingBankSync,
        override: overrideLeasingBankSync,
      };
}

/**
 * The customer's latest sync of a purpose (null when there is none yet); for the leasing
 * prescore through the provider's my-sync (the second provider takes no force parameter).
 */
export const customerBankSyncQuery = (purpose: BankSyncPurpose, provider: Psd2ProviderType = 'DEFAULT') =>
  purpose === 'LEASING_PRESCORE'
    ? queryOptions<BankSyncLookup, Error, BankSyncLookup, QueryKey>(
        endpointQuery(leasingCalls(provider).mySync, { query: {} }, { staleTime: 0 }),
      )
    : queryOptions<BankSyncLookup, Error, BankSyncLookup, QueryKey>(
        endpointQuery(getCustomerBankSync, { query: { purpose: general(purpose) } }, { staleTime: 0 }),
      );

/** Every answer that changes a sync replaces the cached one, so each view shows the server's state. */
function useSyncMutation<I>(
  purpose: BankSyncPurpose,
  send: (input: I) => Promise<BankSync>,
  provider: Psd2ProviderType = 'DEFAULT',
) {
  const queryClient = useQueryClient();
  const lookup = purpose === 'LEASING_PRESCORE' ? leasingCalls(provider).mySync : getCustomerBankSync;
  const { queryKey } = customerBankSyncQuery(purpose, provider);
  return useMutation({
    mutationFn: send,
    // A lookup still under way was read before this change: its answer must not replace the
    // one this call gets (the return from the bank sends both at once).
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: (sync) => {
      queryClient.setQueryData(queryKey, { sync });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: endpointQueryRoot(lookup) }),
  });
}

/**
 * Opens a consent at the provider; the caller sends the browser to `redirectUrl`. The server
 * takes a start without a purpose as the preliminary assessment's.
 */
export function useStartBankSync(purpose: BankSyncPurpose, provider: Psd2ProviderType = 'DEFAULT') {
  const queryClient = useQueryClient();
  return useMutation({
    // The second provider has no bank picker of its own: the bank chosen in the portal (its BIC).
    mutationFn: (institutionId?: string) =>
      purpose === 'LEASING_PRESCORE'
        ? api.call(leasingCalls(provider).start, { body: institutionId ? { institutionId } : {} })
        : api.call(startBankSync, { body: purpose === 'APPLICATION' ? { purpose } : {} }),
    onSuccess: (started) => {
      queryClient.setQueryData(customerBankSyncQuery(purpose, provider).queryKey, { sync: started.sync });
    },
  });
}

/** The banks a customer can link (banks.json), for choosing one where the provider has no picker. */
export const bankListQuery = () => endpointQuery(getBankList, {}, { staleTime: 60 * 60 * 1000 });

/** Back from the provider: asks where the consent stands (and analyses the accounts once linked). */
export const useContinueBankSync = (purpose: BankSyncPurpose, provider: Psd2ProviderType = 'DEFAULT') =>
  useSyncMutation(
    purpose,
    (id: string) =>
      api.call(purpose === 'LEASING_PRESCORE' ? leasingCalls(provider).continue : continueBankSync, {
        params: { id },
      }),
    provider,
  );

/** Back from the provider with an error: recorded, the sync fails with its reason. */
export const useFailBankSync = (purpose: BankSyncPurpose, provider: Psd2ProviderType = 'DEFAULT') =>
  useSyncMutation(
    purpose,
    ({ id, error, description }: { id: string; error: string; description?: string }) =>
      api.call(purpose === 'LEASING_PRESCORE' ? leasingCalls(provider).fail : failBankSync, {
        params: { id },
        body: description === undefined ? { error } : { error, description },
      }),
    provider,
  );

export const useManualSalary = (purpose: BankSyncPurpose) =>
  useSyncMutation(purpose, (amount: number) =>
    api.call(setBankSyncManualSalary, { body: { purpose: general(purpose), amount } }),
  );

export const useManualLoanAmount = (purpose: BankSyncPurpose) =>
  useSyncMutation(purpose, (amount: number) =>
    api.call(setBankSyncManualLoanAmount, { body: { purpose: general(purpose), amount } }),
  );

/** "Hibát találtam": the findings are wrong; the customer goes on with manual answers (leasing: override). */
export const useReportMistake = (purpose: BankSyncPurpose, provider: Psd2ProviderType = 'DEFAULT') =>
  useSyncMutation(
    purpose,
    () =>
      purpose === 'LEASING_PRESCORE'
        ? api.call(leasingCalls(provider).override, {})
        : api.call(reportBankSyncMistake, { body: { purpose: general(purpose) } }),
    provider,
  );

/** Stops an unfinished leasing link through the second provider (spec §4: cancel only there). */
export function useCancelGoCardlessBankSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(cancelGoCardlessBankSync, {}),
    onSuccess: (lookup) => {
      queryClient.setQueryData(customerBankSyncQuery('LEASING_PRESCORE', 'GO_CARDLESS').queryKey, lookup);
    },
  });
}

/** Ends the bank connection: the provider's consent is ended and the bank data deleted. */
export const useRevokeBankSync = (purpose: BankSyncPurpose) =>
  useSyncMutation(purpose, (id: string) => api.call(revokeBankSync, { params: { id } }));
