import {
  type DecisionReview,
  type DecisionReviewCreate,
  type DecisionReviewSubject,
  decisionReviewResponseSchema,
  decisionReviewSchema,
} from '@hitelkapu/domain/contracts/decision-review';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const reviewKey = (subject: DecisionReviewSubject) => ['decision-review', subject.kind, subject.id] as const;

/** The newest request about one decision; null when the customer has not asked. */
export const decisionReviewQuery = (subject: DecisionReviewSubject) =>
  queryOptions({
    queryKey: reviewKey(subject),
    queryFn: async () =>
      decisionReviewResponseSchema.parse(
        await api.request('/credit/decision-review', { query: { kind: subject.kind, id: subject.id } }),
      ).request,
    // The status moves when a person takes and decides it: look again when the screen is revisited.
    staleTime: 30_000,
  });

/** Files the request (or gets the open one back) and shows it at once. */
export function useRequestDecisionReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DecisionReviewCreate): Promise<DecisionReview> =>
      decisionReviewSchema.parse(await api.request('/credit/decision-review', { method: 'POST', body })),
    onSuccess: (request) => {
      queryClient.setQueryData(reviewKey(request.subject), request);
    },
  });
}
