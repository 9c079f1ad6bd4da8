import {
  decideStaffReview,
  downloadStaffCaseDocument,
  getStaffCase,
  listStaffReviews,
  previewStaffCaseDocument,
  returnStaffReviewToContract,
  secondStaffApproval,
} from '@hitelkapu/domain/contracts/endpoints/staff';
import type { ReviewQueue, ReviewQueueQueryInput } from '@hitelkapu/domain/contracts/review-queue';
import type { StaffDecision, StaffSecondApproval } from '@hitelkapu/domain/contracts/staff-review';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointQueryRoot } from '../../../lib/endpoint-query.ts';
import { staffApi, staffEndpointQuery } from './staff-client.ts';

/** The review queue as the filters narrow it (each filter left out means any). */
export const reviewsQuery = (filters: ReviewQueueQueryInput = {}) =>
  staffEndpointQuery(listStaffReviews, { query: filters }, { staleTime: 0 });

/**
 * Takes a case off every cached queue at once (an application by its id, a decision review
 * by its own); the queues are fetched again behind it.
 */
export function dropFromQueues(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<ReviewQueue>({ queryKey: endpointQueryRoot(listStaffReviews) }, (list) => {
    if (!list) return list;
    const items = list.items.filter(
      (item) => (item.kind === 'DECISION_REVIEW' ? item.id : item.applicationId) !== id,
    );
    return { ...list, items, total: list.total - (list.items.length - items.length) };
  });
  void queryClient.invalidateQueries({ queryKey: endpointQueryRoot(listStaffReviews) });
}

/** Takes the item off the cached list at once; the list is fetched again behind it. */
function useDropFromList() {
  const queryClient = useQueryClient();
  return (applicationId: string) => {
    dropFromQueues(queryClient, applicationId);
    // The case changed with the action too: read again when it is next shown.
    void queryClient.invalidateQueries({ queryKey: endpointQueryRoot(getStaffCase) });
  };
}

/** Reads the list again: the item stays, with what changed (an approval waiting for a second person). */
function useRefreshList() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: endpointQueryRoot(listStaffReviews) });
}

export function useStaffDecision() {
  const drop = useDropFromList();
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (input: { applicationId: string; decision: StaffDecision }) =>
      staffApi.call(decideStaffReview, {
        params: { applicationId: input.applicationId },
        body: input.decision,
      }),
    // An approval above the four-eyes limit stays in the queue until a senior reviewer confirms it.
    onSuccess: (answer) => (answer.awaitingSecondApproval ? refresh() : drop(answer.applicationId)),
  });
}

/** A senior reviewer confirms an approval above the four-eyes limit, or sends it back. */
export function useSecondApproval() {
  const drop = useDropFromList();
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (input: { applicationId: string; body: StaffSecondApproval }) =>
      staffApi.call(secondStaffApproval, {
        params: { applicationId: input.applicationId },
        body: input.body,
      }),
    onSuccess: (answer, input) => (input.body.confirm ? drop(answer.applicationId) : refresh()),
  });
}

export function useReturnToContract() {
  const drop = useDropFromList();
  return useMutation({
    mutationFn: (input: { applicationId: string; note: string }) =>
      staffApi.call(returnStaffReviewToContract, {
        params: { applicationId: input.applicationId },
        body: { note: input.note },
      }),
    onSuccess: (answer) => drop(answer.applicationId),
  });
}

/** The whole case of an application: answers with their questions, and its documents. */
export const reviewCaseQuery = (applicationId: string) =>
  staffEndpointQuery(getStaffCase, { params: { applicationId } });

/** One document of the case, fetched with the staff token. */
export function downloadCaseDocument(applicationId: string, documentId: string): Promise<Blob> {
  return staffApi.call(downloadStaffCaseDocument, { params: { applicationId, documentId } });
}

/** One PDF or image of the case to view in the page, fetched with the staff token (never a token in a URL). */
export function previewCaseDocument(applicationId: string, documentId: string): Promise<Blob> {
  return staffApi.call(previewStaffCaseDocument, { params: { applicationId, documentId } });
}
