import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import { parseListAnswer } from '@hitelkapu/domain/rules/flow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_FILES,
  DEFAULT_TYPES,
  precheckFile,
} from '../../../components/documents/document-files.ts';
import { errorText } from '../../../lib/error-text.ts';
import {
  customerDocumentQuery,
  deleteDocument,
  documentPromptQuery,
  uploadDocument,
} from '../api/application.ts';

/**
 * A document prompt's state: its settings (the question's own until the prompt loads), the
 * uploaded documents' ids from the answer, uploading and deleting, and the problem to show.
 */
export function useDocumentUploads({
  applicationId,
  question,
  value,
  onDocumentsChange,
}: {
  applicationId: string;
  question: FlowQuestion;
  /** The answer: a JSON list of the uploaded documents' ids. */
  value: string | undefined;
  /** The server changed the list (an upload or a deletion). */
  onDocumentsChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const config = useQuery(documentPromptQuery(question.fieldId));
  const [problem, setProblem] = useState<string | null>(null);
  const ids = parseListAnswer(value) ?? [];
  const prompt = {
    title: config.data?.title ?? question.label,
    description: config.data?.description ?? question.hint ?? '',
    acceptedTypes: config.data?.acceptedTypes ?? DEFAULT_TYPES,
    maxBytes: config.data?.maxBytes ?? DEFAULT_MAX_BYTES,
    maxFiles: config.data?.maxFiles ?? DEFAULT_MAX_FILES,
  };

  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadDocument(applicationId, {
        file,
        promptId: question.fieldId,
        promptIdentifier: question.identifier,
      }),
    onSuccess: (document) => {
      queryClient.setQueryData(customerDocumentQuery(applicationId, document.id).queryKey, document);
      onDocumentsChange(JSON.stringify([...ids, document.id]));
    },
    onError: (failure) => setProblem(errorText(failure, t)),
  });

  const remove = useMutation({
    mutationFn: (documentId: string) => deleteDocument(applicationId, documentId),
    onSuccess: (_, documentId) => {
      const rest = ids.filter((id) => id !== documentId);
      onDocumentsChange(rest.length > 0 ? JSON.stringify(rest) : '');
      queryClient.removeQueries({ queryKey: customerDocumentQuery(applicationId, documentId).queryKey });
    },
    onError: (failure) => setProblem(errorText(failure, t)),
  });

  /** A chosen file: checked here first, then sent. */
  const pick = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const refused = precheckFile(file, prompt, t);
    if (refused) {
      setProblem(refused);
      return;
    }
    upload.mutate(file);
  };

  const removeDocument = (documentId: string) => {
    setProblem(null);
    remove.mutate(documentId);
  };

  return {
    prompt,
    ids,
    isFull: ids.length >= prompt.maxFiles,
    problem,
    setProblem,
    pick,
    isUploading: upload.isPending,
    uploadingName: upload.variables?.name ?? '',
    removeDocument,
    deletingId: remove.isPending ? remove.variables : null,
  };
}
