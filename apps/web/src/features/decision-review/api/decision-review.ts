import type {
  DecisionReviewCreate,
  DecisionReviewSubject,
} from '@hitelkapu/domain/contracts/decision-review';
import {
  getDecisionReview,
  requestDecisionReview,
} from '@hitelkapu/domain/contracts/endpoints/decision-reviews';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpointQuery } from '../../../lib/api.ts';

/** The newest request about one decision; null when the customer has not asked. */
export const decisionReviewQuery = (subject: DecisionReviewSubject) =>
  queryOptions({
    ...endpointQuery(
      getDecisionReview,
      { query: { kind: subject.kind, id: subject.id } },
      // The status moves when a person takes and decides it: look again when the screen is revisited.
      { staleTime: 30_000 },
    ),
    select: (answer) => answer.request,
  });

/** Files the request (or gets the open one back) and shows it at once. */
export function useRequestDecisionReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionReviewCreate) => api.call(requestDecisionReview, { body }),
    onSuccess: (request) => {
      // The cache keeps the call's answer as it came, `{ request }`; the query selects the request.
      queryClient.setQueryData(decisionReviewQuery(request.subject).queryKey, { request });
    },
  });
}
