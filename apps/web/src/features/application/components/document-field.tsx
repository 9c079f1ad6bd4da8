import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import { formatFileSize } from '@hitelkapu/domain/format/number';
import { Alert, Paper, Progress, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { typeList } from '../../../components/documents/document-files.ts';
import { DocumentUploadButton } from '../../../components/documents/document-upload-button.tsx';
import classes from './application.module.css';
import { DocumentList } from './document-list.tsx';
import { flowInputId } from './simple-field.tsx';
import { useDocumentUploads } from './use-document-uploads.ts';

interface DocumentFieldProps {
  applicationId: string;
  question: FlowQuestion;
  /** The answer: a JSON list of the uploaded documents' ids. */
  value: string | undefined;
  /** The server changed the list (an upload or a deletion). */
  onDocumentsChange: (value: string) => void;
  error: string | undefined;
}

/**
 * A DOCUMENT_PROMPT: what to upload, which files are accepted, a keyboard-usable file button,
 * the upload's state, the files already uploaded (view, delete) and the server's reason when
 * it refuses a file.
 */
export function DocumentField({
  applicationId,
  question,
  value,
  onDocumentsChange,
  error,
}: DocumentFieldProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const errorId = useId();
  const uploads = useDocumentUploads({ applicationId, question, value, onDocumentsChange });
  const { prompt, ids } = uploads;

  const shownError = uploads.problem ?? error;
  return (
    <Paper withBorder radius="md" p="md" className={classes.documentField}>
      <Stack gap="sm">
        <div>
          <Text fw={600}>
            {prompt.title}
            {!question.isRequired && (
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                {t('application.question.optional')}
              </Text>
            )}
          </Text>
          <Stack gap={2} id={descriptionId} mt={4}>
            {prompt.description && (
              <Text size="sm" c="gray.7">
                {prompt.description}
              </Text>
            )}
            <Text size="sm" c="gray.7">
              {t('application.document.accepted', {
                types: typeList(prompt.acceptedTypes, t),
                max: formatFileSize(prompt.maxBytes),
                count: prompt.maxFiles,
              })}
            </Text>
          </Stack>
        </div>

        {ids.length > 0 && (
          <DocumentList
            applicationId={applicationId}
            title={prompt.title}
            ids={ids}
            deletingId={uploads.deletingId}
            onDelete={uploads.removeDocument}
            onProblem={uploads.setProblem}
          />
        )}

        {uploads.isUploading && (
          <div role="status">
            <Text size="sm">{t('application.document.uploading', { name: uploads.uploadingName })}</Text>
            <Progress value={100} striped animated size="sm" mt={6} aria-hidden />
          </div>
        )}

        {shownError && (
          <Alert color="red" variant="light" role="alert" id={errorId} p="sm">
            <Text size="sm">{shownError}</Text>
          </Alert>
        )}

        <DocumentUploadButton
          id={flowInputId(question.identifier)}
          title={prompt.title}
          acceptedTypes={prompt.acceptedTypes}
          maxFiles={prompt.maxFiles}
          hasFiles={ids.length > 0}
          isFull={uploads.isFull}
          isUploading={uploads.isUploading}
          onPick={uploads.pick}
          describedBy={shownError ? `${descriptionId} ${errorId}` : descriptionId}
          isInvalid={Boolean(shownError)}
        />
      </Stack>
    </Paper>
  );
}
