import {
  type ReviewItem,
  reviewListSchema,
  type StaffDecision,
  staffActionResponseSchema,
  staffCaseSchema,
} from '@hitelkapu/domain/contracts/staff-review';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

const reviewsKey = ['staff', 'reviews'] as const;

export const reviewsQuery = () =>
  queryOptions({
    queryKey: reviewsKey,
    queryFn: async () => reviewListSchema.parse(await staffApi.request('/staff/reviews')).items,
    staleTime: 0,
  });

/** Takes the item off the cached list at once; the list is fetched again behind it. */
function useDropFromList() {
  const queryClient = useQueryClient();
  return (applicationId: string) => {
    queryClient.setQueryData<ReviewItem[]>(reviewsKey, (items) =>
      items?.filter((item) => item.applicationId !== applicationId),
    );
    void queryClient.invalidateQueries({ queryKey: reviewsKey });
  };
}

export function useStaffDecision() {
  const drop = useDropFromList();
  return useMutation({
    mutationFn: async (input: { applicationId: string; decision: StaffDecision }) =>
      staffActionResponseSchema.parse(
        await staffApi.request(`/staff/reviews/${input.applicationId}/decision`, {
          method: 'POST',
          body: input.decision,
        }),
      ),
    onSuccess: (answer) => drop(answer.applicationId),
  });
}

export function useReturnToContract() {
  const drop = useDropFromList();
  return useMutation({
    mutationFn: async (input: { applicationId: string; note: string }) =>
      staffActionResponseSchema.parse(
        await staffApi.request(`/staff/reviews/${input.applicationId}/return-to-contract`, {
          method: 'POST',
          body: { note: input.note },
        }),
      ),
    onSuccess: (answer) => drop(answer.applicationId),
  });
}

/** The whole case of an application: answers with their questions, and its documents. */
export const reviewCaseQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['staff', 'reviews', applicationId, 'case'],
    queryFn: async () =>
      staffCaseSchema.parse(await staffApi.request(`/staff/reviews/${applicationId}/case`)),
  });

/** One document of the case, fetched with the staff token. */
export function downloadCaseDocument(applicationId: string, documentId: string): Promise<Blob> {
  return staffApi.request<Blob>(`/staff/reviews/${applicationId}/documents/${documentId}`, {
    responseType: 'blob',
  });
}
