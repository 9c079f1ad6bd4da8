import {
  type ConsentPurpose,
  type ConsentState,
  type ConsentUpdateRequest,
  consentStateSchema,
  type UnsubscribeStatus,
  unsubscribeStatusSchema,
} from '@hitelkapu/domain/contracts/consents';
import {
  type ErasureRequest,
  erasurePreviewSchema,
  erasureResponseSchema,
} from '@hitelkapu/domain/contracts/data-rights';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { LONG_TIMEOUT_MS } from '../../../lib/api-client.ts';

export const consentsQuery = () =>
  queryOptions({
    queryKey: ['profile', 'consents'],
    queryFn: async (): Promise<ConsentState[]> =>
      consentStateSchema.array().parse(await api.request('/profile/consents')),
  });

export function useConsents() {
  return useQuery(consentsQuery());
}

/** Gives or withdraws one consent; the answer is the consent as the server now holds it. */
export function useUpdateConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ purpose, ...body }: ConsentUpdateRequest & { purpose: ConsentPurpose }) =>
      consentStateSchema.parse(await api.request(`/profile/consents/${purpose}`, { method: 'PUT', body })),
    onSuccess: (state) =>
      queryClient.setQueryData(consentsQuery().queryKey, (list) =>
        list?.map((item) => (item.purpose === state.purpose ? state : item)),
      ),
  });
}

/** The ZIP of everything held about the customer, as a blob the browser saves. */
export function useDataExport() {
  return useMutation({
    mutationFn: async () => {
      const { body, headers } = await api.requestWithHeaders<Blob>('/profile/data-export', {
        method: 'POST',
        responseType: 'blob',
        timeoutMs: LONG_TIMEOUT_MS,
      });
      const name = headers.get('Content-Disposition')?.match(/filename="([^"]+)"/)?.[1];
      return { blob: body, fileName: name ?? 'hitelkapu-adataim.zip' };
    },
  });
}

export const erasurePreviewQuery = () =>
  queryOptions({
    queryKey: ['profile', 'erasure'],
    queryFn: async () => erasurePreviewSchema.parse(await api.request('/profile/erasure')),
    staleTime: 0,
  });

export function useErasurePreview(enabled: boolean) {
  return useQuery({ ...erasurePreviewQuery(), enabled });
}

export function useErase() {
  return useMutation({
    mutationFn: async (body: ErasureRequest) =>
      erasureResponseSchema.parse(await api.request('/profile/erasure', { method: 'POST', body })),
  });
}

/** The unsubscribe link works without a login: its token is the proof. */
export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: async (): Promise<UnsubscribeStatus> =>
      unsubscribeStatusSchema.parse(
        await api.request('/consent/marketing/unsubscribe', { auth: false, query: { token } }),
      ),
    retry: false,
  });

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unsubscribeStatusSchema.parse(
        await api.request('/consent/marketing/unsubscribe', {
          method: 'POST',
          auth: false,
          query: { token },
          body: {},
        }),
      ),
    onSuccess: (status) => queryClient.setQueryData(unsubscribeQuery(token).queryKey, status),
  });
}
