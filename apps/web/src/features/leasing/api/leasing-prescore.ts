import { createLeasingApplication } from '@hitelkapu/domain/contracts/endpoints/leasing-application';
import {
  getLeasingFilterSettings,
  getLeasingPrescoreByPublicId,
  getLeasingPrescoreQuestions,
  getMyLeasingPrescore,
  recalculateLeasingPrescore,
  submitLeasingPrescore,
  updateLeasingPrescore,
} from '@hitelkapu/domain/contracts/endpoints/leasing-prescore';
import { getOfferData } from '@hitelkapu/domain/contracts/endpoints/offers';
import { updateProfileStatus } from '@hitelkapu/domain/contracts/endpoints/profile';
import type {
  LeasingPrescore,
  LeasingPrescoreRecalculate,
  LeasingPrescoreSubmit,
  LeasingPrescoreUpdate,
} from '@hitelkapu/domain/contracts/leasing-prescore';
import type { AssessmentType } from '@hitelkapu/domain/status/assessment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpointQuery } from '../../../lib/api.ts';
import { profileQuery } from '../../../lib/profile.ts';
import { useLeasingOffersStore } from '../leasing-offers-store.ts';

/** The question steps of a prescore type (spec §7): configuration, read once a visit. */
export const prescoreQuestionsQuery = (type: AssessmentType) =>
  endpointQuery(getLeasingPrescoreQuestions, { params: { type } }, { staleTime: 10 * 60_000 });

/** The saved prescore of the landing link: vehicle, type, step, answers and the latest decision. */
export const prescoreQuery = (publicId: string) =>
  endpointQuery(getLeasingPrescoreByPublicId, { params: { publicId } }, { staleTime: 0 });

/** The customer's latest prescore, for a visit without a stored landing link (it expires after 24 hours). */
export const myPrescoreQuery = () =>
  endpointQuery(getMyLeasingPrescore, undefined, { staleTime: 0, retry: false });

/** The down payment and term the customer may choose for this prescore's vehicle. */
export const prescoreFilterSettingsQuery = (publicId: string) =>
  endpointQuery(getLeasingFilterSettings, { params: { id: publicId } }, { staleTime: 60_000 });

/** The leasing products behind the offers (names, taglines), sorted ids so one set is one cache entry. */
export const leasingProductsQuery = (ids: number[]) => {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return endpointQuery(getOfferData, { query: { ids: sorted.join(',') } }, { staleTime: 10 * 60_000 });
};

/** Saves the wizard's place and answers (spec §7 PATCH update; dynamicData is the answers' JSON text). */
export function useUpdatePrescore(publicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: LeasingPrescoreUpdate) =>
      api.call(updateLeasingPrescore, { params: { publicId }, body: patch }),
    onSuccess: (saved: LeasingPrescore) => {
      queryClient.setQueryData(prescoreQuery(publicId).queryKey, saved);
    },
  });
}

/**
 * The leasing onboarding has no pages of its own: a customer who registered from a dealer's
 * link (LEASING_REGISTERED) is onboarded when the prescore opens, so the submit is allowed.
 */
export function useLeasingOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(updateProfileStatus, { body: { currentStatus: 'LEASING_ONBOARDED' } }),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery().queryKey, profile),
  });
}

/**
 * The submit (spec §4): the stored offers are cleared first, then the new ones saved. The call
 * may take up to 120 s (its contract's timeout); the profile moves to LEASING_PRESCORE.
 */
export function useSubmitPrescore(publicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LeasingPrescoreSubmit) => {
      useLeasingOffersStore.getState().clear();
      return api.call(submitLeasingPrescore, { body: request });
    },
    onSuccess: async (result) => {
      useLeasingOffersStore.getState().save(publicId, result);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: prescoreQuery(publicId).queryKey }),
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
      ]);
    },
  });
}

/** The recalculation over the stored answers with a new down payment or term (no timeout). */
export function useRecalculatePrescore(publicId: string) {
  return useMutation({
    mutationFn: (request: LeasingPrescoreRecalculate) =>
      api.call(recalculateLeasingPrescore, { body: request }),
    onSuccess: (result) => useLeasingOffersStore.getState().save(publicId, result),
  });
}

/**
 * "Ezt választom": opens the application for the leasing offer through the prescore's own call
 * (decision 035; the open application of the same offer is answered again); the customer's
 * status becomes IN_FLOW.
 */
export function useChooseLeasingOffer(publicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) =>
      api.call(createLeasingApplication, { params: { publicId }, body: { offerId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}
