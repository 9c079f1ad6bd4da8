import type {
  BankSync,
  BankSyncPurpose,
  GeneralBankSyncPurpose,
} from '@hitelkapu/domain/contracts/bank-sync';
import {
  continueBankSync,
  failBankSync,
  getCustomerBankSync,
  reportBankSyncMistake,
  revokeBankSync,
  setBankSyncManualLoanAmount,
  setBankSyncManualSalary,
  startBankSync,
} from '@hitelkapu/domain/contracts/endpoints/bank-sync';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpointQuery } from './api.ts';
import { endpointQueryRoot } from './endpoint-query.ts';

/**
 * The calls here are the general flow's (the preliminary assessment and the application);
 * the leasing prescore links through its own calls.
 */
function general(purpose: BankSyncPurpose): GeneralBankSyncPurpose {
  if (purpose === 'LEASING_PRESCORE') throw new Error('the leasing prescore has bank-sync calls of its own');
  return purpose;
}

/** The customer's latest sync of a purpose (null when there is none yet). */
export const customerBankSyncQuery = (purpose: BankSyncPurpose) =>
  endpointQuery(getCustomerBankSync, { query: { purpose: general(purpose) } }, { staleTime: 0 });

/** Every answer that changes a sync replaces the cached one, so each view shows the server's state. */
function useSyncMutation<I>(purpose: BankSyncPurpose, send: (input: I) => Promise<BankSync>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (sync) => {
      queryClient.setQueryData(customerBankSyncQuery(purpose).queryKey, { sync });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: endpointQueryRoot(getCustomerBankSync) }),
  });
}

/**
 * Opens a consent at the provider; the caller sends the browser to `redirectUrl`. The server
 * takes a start without a purpose as the preliminary assessment's.
 */
export function useStartBankSync(purpose: BankSyncPurpose) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(startBankSync, { body: purpose === 'APPLICATION' ? { purpose } : {} }),
    onSuccess: (started) => {
      queryClient.setQueryData(customerBankSyncQuery(purpose).queryKey, { sync: started.sync });
    },
  });
}

/** Back from the provider: asks where the consent stands (and analyses the accounts once linked). */
export const useContinueBankSync = (purpose: BankSyncPurpose) =>
  useSyncMutation(purpose, (id: string) => api.call(continueBankSync, { params: { id } }));

/** Back from the provider with an error: recorded, the sync fails with its reason. */
export const useFailBankSync = (purpose: BankSyncPurpose) =>
  useSyncMutation(
    purpose,
    ({ id, error, description }: { id: string; error: string; description?: string }) =>
      api.call(failBankSync, {
        params: { id },
        body: description === undefined ? { error } : { error, description },
      }),
  );

export const useManualSalary = (purpose: BankSyncPurpose) =>
  useSyncMutation(purpose, (amount: number) =>
    api.call(setBankSyncManualSalary, { body: { purpose: general(purpose), amount } }),
  );

export const useManualLoanAmount = (purpose: BankSyncPurpose) =>
  useSyncMutation(purpose, (amount: number) =>
    api.call(setBankSyncManualLoanAmount, { body: { purpose: general(purpose), amount } }),
  );

/** "Hibát találtam": the findings are wrong; the customer goes on with manual answers. */
export const useReportMistake = (purpose: BankSyncPurpose) =>
  useSyncMutation(purpose, () => api.call(reportBankSyncMistake, { body: { purpose: general(purpose) } }));

/** Ends the bank connection: the provider's consent is ended and the bank data deleted. */
export const useRevokeBankSync = (purpose: BankSyncPurpose) =>
  useSyncMutation(purpose, (id: string) => api.call(revokeBankSync, { params: { id } }));
