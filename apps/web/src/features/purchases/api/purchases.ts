import { getMyOpenLoanApplication } from '@hitelkapu/domain/contracts/endpoints/applications';
import {
  cancelMyPurchase,
  getMyPurchase,
  getMyPurchaseById,
  getPublicPurchase,
  hasActivePurchase,
  linkPurchase,
  listMyPurchases,
  transferPurchase,
} from '@hitelkapu/domain/contracts/endpoints/purchases';
import type { Purchase, PurchaseTransfer } from '@hitelkapu/domain/contracts/purchase';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpointQuery } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { endpointQueryKey, endpointQueryRoot } from '../../../lib/endpoint-query.ts';
import { profileQuery } from '../../../lib/profile.ts';

/** What the checkout shows before login; an unknown id is a 404 the page shows as such. */
export const publicPurchaseQuery = (purchaseId: string) =>
  endpointQuery(getPublicPurchase, { params: { id: purchaseId } }, { staleTime: 0 });

export const myPurchasesQuery = () => endpointQuery(listMyPurchases, undefined, { staleTime: 0 });

export const myPurchaseQuery = (purchaseId: string) =>
  endpointQuery(getMyPurchaseById, { params: { id: purchaseId } }, { staleTime: 0 });

/** Whether the basket button shows: asked again on every navigation and focus, never on a timer. */
export const activePurchaseFlagQuery = () =>
  endpointQuery(hasActivePurchase, undefined, { staleTime: 0, retry: false });

/** The customer's active purchase; null when there is none (404). */
export const myActivePurchaseQuery = () =>
  queryOptions({
    queryKey: endpointQueryKey(getMyPurchase),
    queryFn: async ({ signal }): Promise<Purchase | null> => {
      try {
        return await api.call(getMyPurchase, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
  });

/** A purchase changed: every view of the customer's purchases is asked again. */
function useRefreshPurchases() {
  const queryClient = useQueryClient();
  return async (purchase: Purchase) => {
    queryClient.setQueryData(myPurchaseQuery(purchase.publicId).queryKey, purchase);
    await Promise.all(
      [listMyPurchases, hasActivePurchase, getMyPurchase, getPublicPurchase].map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: endpointQueryRoot(endpoint) }),
      ),
    );
  };
}

/** PATCH link: the logged-in customer takes the checkout's purchase (harmless when repeated). */
export function useLinkPurchase() {
  const refresh = useRefreshPurchases();
  return useMutation({
    mutationFn: (purchaseId: string) => api.call(linkPurchase, { params: { id: purchaseId } }),
    onSuccess: refresh,
  });
}

/** PATCH transferred: the credit for the chosen term; its application opens at /application. */
export function useTransferPurchase() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPurchases();
  return useMutation({
    mutationFn: (body: PurchaseTransfer) => api.call(transferPurchase, { body }),
    onSuccess: async ({ purchase, application }) => {
      queryClient.setQueryData(endpointQueryKey(getMyOpenLoanApplication), application);
      await Promise.all([
        refresh(purchase),
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
      ]);
    },
  });
}

/** PATCH cancel: the customer gives the purchase up; its open application closes with it. */
export function useCancelPurchase() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPurchases();
  return useMutation({
    mutationFn: (purchaseId: string) => api.call(cancelMyPurchase, { params: { id: purchaseId } }),
    onSuccess: async (purchase) => {
      await Promise.all([
        refresh(purchase),
        queryClient.invalidateQueries({ queryKey: endpointQueryRoot(getMyOpenLoanApplication) }),
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
      ]);
    },
  });
}

/**
 * The logged-in checkout takes the purchase (PATCH link, harmless when repeated). A purchase
 * that can no longer be linked (409) may still be this customer's own, further on: then it is
 * read as theirs; otherwise the 409 stands, with its wording.
 */
export const claimPurchaseQuery = (purchaseId: string) =>
  queryOptions({
    queryKey: ['claimPurchase', purchaseId],
    queryFn: async ({ signal }): Promise<Purchase> => {
      try {
        return await api.call(linkPurchase, { params: { id: purchaseId }, signal });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        try {
          return await api.call(getMyPurchaseById, { params: { id: purchaseId }, signal });
        } catch {
          throw error;
        }
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
