import {
  getDocumentPrompt,
  getLoanApplicationFlow,
} from '@hitelkapu/domain/contracts/endpoints/applications';
import {
  completeMyCorrection,
  getMyCorrection,
  getMyTodoCount,
  listMyActiveTodos,
  listMyPreviousTodos,
  uploadCorrectionDocument,
} from '@hitelkapu/domain/contracts/endpoints/todos';
import type { Correction } from '@hitelkapu/domain/contracts/todos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpointQuery } from '../../../lib/api.ts';
import { endpointQueryRoot } from '../../../lib/endpoint-query.ts';

/** The open to-dos, the one due soonest first (the server's order). */
export const activeTodosQuery = () => endpointQuery(listMyActiveTodos, undefined, { staleTime: 0 });

/** The finished to-dos, newest first (the server's order). */
export const previousTodosQuery = () => endpointQuery(listMyPreviousTodos, undefined, { staleTime: 0 });

export const correctionQuery = (correctionId: string) =>
  endpointQuery(getMyCorrection, { params: { id: correctionId } }, { staleTime: 0 });

/** The application's flow: the question a correction asks about, worded and checked as the flow does. */
export const correctionFlowQuery = (applicationId: string) =>
  endpointQuery(getLoanApplicationFlow, { params: { id: applicationId } }, { staleTime: 10 * 60_000 });

/** A document prompt's accepted types and limits. */
export const correctionPromptQuery = (fieldId: number) =>
  endpointQuery(getDocumentPrompt, { params: { id: fieldId } }, { staleTime: 10 * 60_000 });

/** A correction changed: it is shown as the server answered, and the lists and the count are asked again. */
function useCorrectionChanged() {
  const queryClient = useQueryClient();
  return async (correction: Correction, { listsToo }: { listsToo: boolean }) => {
    queryClient.setQueryData(correctionQuery(correction.id).queryKey, correction);
    if (!listsToo) return;
    await Promise.all(
      [listMyActiveTodos, listMyPreviousTodos, getMyTodoCount].map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: endpointQueryRoot(endpoint) }),
      ),
    );
  };
}

/** One file to a DOCUMENT correction (multipart); a large file on a slow line gets the contract's long timeout. */
export function useUploadCorrectionDocument(correctionId: string) {
  const changed = useCorrectionChanged();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return api.call(uploadCorrectionDocument, { params: { id: correctionId }, body: form });
    },
    onSuccess: (correction) => changed(correction, { listsToo: false }),
  });
}

/** POST complete: the corrected answer (ANSWER) or the uploads as they are (DOCUMENT) go to the reviewer. */
export function useCompleteCorrection(correctionId: string) {
  const changed = useCorrectionChanged();
  return useMutation({
    mutationFn: (value: string | undefined) =>
      api.call(completeMyCorrection, {
        params: { id: correctionId },
        body: value === undefined ? {} : { value },
      }),
    onSuccess: (correction) => changed(correction, { listsToo: true }),
  });
}
