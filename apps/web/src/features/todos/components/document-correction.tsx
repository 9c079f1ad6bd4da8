import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import type { Correction, CorrectionDocument } from '@hitelkapu/domain/contracts/todos';
import { formatFileSize } from '@hitelkapu/domain/format/number';
import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_FILES,
  DEFAULT_TYPES,
  precheckFile,
  typeList,
} from '../../../components/documents/document-files.ts';
import { DocumentUploadButton } from '../../../components/documents/document-upload-button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { correctionPromptQuery, useCompleteCorrection, useUploadCorrectionDocument } from '../api/todos.ts';
import classes from './todos.module.css';

/** The files sent for a correction, by name and size. */
export function UploadedFiles({
  title,
  documents,
}: {
  title: string;
  documents: readonly CorrectionDocument[];
}) {
  const { t } = useTranslation();
  return (
    <ul className={classes.fileList} aria-label={t('correction.document.listLabel', { title })}>
      {documents.map((document) => (
        <li key={document.id} className={classes.fileRow}>
          <IconPaperclip size={18} aria-hidden className={classes.fileIcon} />
          <div>
            <Text size="sm" fw={600} className={classes.fileName}>
              {document.name}
            </Text>
            <Text size="xs" c="gray.7">
              {formatFileSize(document.sizeBytes)}
            </Text>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The prompt's accepted types and limits: the flow's own once loaded, the server's defaults until then. */
function usePrompt(question: FlowQuestion | undefined, fallbackTitle: string) {
  const isPrompt = question?.type === 'DOCUMENT_PROMPT';
  const config = useQuery({ ...correctionPromptQuery(question?.fieldId ?? 0), enabled: isPrompt });
  return {
    title: config.data?.title ?? question?.label ?? fallbackTitle,
    description: config.data?.description ?? question?.hint ?? '',
    acceptedTypes: config.data?.acceptedTypes ?? DEFAULT_TYPES,
    maxBytes: config.data?.maxBytes ?? DEFAULT_MAX_BYTES,
    maxFiles: config.data?.maxFiles ?? DEFAULT_MAX_FILES,
  };
}

/**
 * A DOCUMENT correction: what to upload and which files are accepted, the files uploaded so
 * far, a keyboard-usable file button (the application's), then "Beküldés" sends them to the
 * reviewer.
 */
export function DocumentCorrection({
  correction,
  question,
  onDone,
}: {
  correction: Correction;
  question: FlowQuestion | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const problemId = useId();
  const prompt = usePrompt(question, correction.fieldLabel);
  const upload = useUploadCorrectionDocument(correction.id);
  const complete = useCompleteCorrection(correction.id);
  const [problem, setProblem] = useState<string | null>(null);
  const documents = correction.documents;
  const isFull = documents.length >= prompt.maxFiles;

  const pick = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    complete.reset();
    const refused = precheckFile(file, prompt, t);
    if (refused) {
      setProblem(refused);
      return;
    }
    upload.mutate(file, { onError: (failure) => setProblem(errorText(failure, t)) });
  };

  const send = () => {
    setProblem(null);
    if (documents.length === 0) {
      setProblem(t('errors.correction.documentMissing'));
      document.getElementById('correction-upload')?.focus();
      return;
    }
    complete.mutate(undefined, {
      onSuccess: onDone,
      onError: (failure) => setProblem(errorText(failure, t)),
    });
  };

  return (
    <Card component="section" aria-labelledby="correction-document-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="correction-document-title">
            {t('correction.document.title')}
          </Title>
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

        {documents.length > 0 ? (
          <UploadedFiles title={prompt.title} documents={documents} />
        ) : (
          <Text size="sm">{t('correction.document.noneYet')}</Text>
        )}

        {upload.isPending && (
          <div role="status">
            <Text size="sm">
              {t('application.document.uploading', { name: upload.variables?.name ?? '' })}
            </Text>
            <Progress value={100} striped animated size="sm" mt={6} aria-hidden />
          </div>
        )}

        {problem && (
          <Alert color="red" variant="light" role="alert" id={problemId} p="sm">
            <Text size="sm">{problem}</Text>
          </Alert>
        )}

        <DocumentUploadButton
          id="correction-upload"
          title={prompt.title}
          acceptedTypes={prompt.acceptedTypes}
          maxFiles={prompt.maxFiles}
          hasFiles={documents.length > 0}
          isFull={isFull}
          isUploading={upload.isPending}
          onPick={pick}
          describedBy={problem ? `${descriptionId} ${problemId}` : descriptionId}
          isInvalid={Boolean(problem)}
        />

        <Text size="sm" c="gray.7">
          {t('correction.document.afterSend')}
        </Text>
        <Group>
          <Button
            onClick={send}
            loading={complete.isPending}
            disabled={upload.isPending}
            className={classes.action}
          >
            {t('correction.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
