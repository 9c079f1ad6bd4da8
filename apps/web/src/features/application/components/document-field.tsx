import type { CustomerDocument, DocumentPrompt, FlowQuestion } from '@hitelkapu/domain/contracts/application';
import { formatFileSize } from '@hitelkapu/domain/format/number';
import { parseListAnswer } from '@hitelkapu/domain/rules/flow';
import { Alert, Button, FileButton, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconEye, IconFileUpload, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import {
  customerDocumentQuery,
  deleteDocument,
  documentPromptQuery,
  downloadFile,
  uploadDocument,
} from '../api/application.ts';
import classes from './application.module.css';
import { flowInputId } from './simple-field.tsx';

type ContentType = DocumentPrompt['acceptedTypes'][number];

/** What the server accepts unless the prompt says otherwise (issue 5: PDF, JPEG, PNG, 10 MB). */
const DEFAULT_TYPES: ContentType[] = ['application/pdf', 'image/jpeg', 'image/png'];
const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_MAX_FILES = 5;

const typeNames: Record<ContentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};
const extensionsOf: Record<ContentType, string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

function typeList(types: readonly ContentType[], t: TFunction): string {
  const names = types.map((type) => typeNames[type]);
  if (names.length <= 1) return names.join('');
  return t('application.document.typeList', {
    first: names.slice(0, -1).join(', '),
    last: names.at(-1),
  });
}

/**
 * The browser's quick check before sending: size and type by what the browser says. The
 * server checks the content itself (magic bytes) and has the last word.
 */
export function precheckFile(
  file: File,
  prompt: { acceptedTypes: readonly ContentType[]; maxBytes: number },
  t: TFunction,
): string | null {
  if (file.size > prompt.maxBytes)
    return t('application.document.tooLarge', {
      size: formatFileSize(file.size),
      max: formatFileSize(prompt.maxBytes),
    });
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeKnown = (prompt.acceptedTypes as readonly string[]).includes(file.type);
  const byName =
    file.type === '' && prompt.acceptedTypes.some((type) => extensionsOf[type].includes(extension));
  if (!typeKnown && !byName)
    return t('application.document.wrongType', { types: typeList(prompt.acceptedTypes, t) });
  return null;
}

/** Opens a stored file: fetched with the session header, shown from an object URL. */
async function openFile(document: CustomerDocument, target: Window | null) {
  const blob = await downloadFile(document.id);
  // A blocked new window: the file is downloaded instead.
  if (!target) return saveBlob(blob, document.originalName);
  const url = URL.createObjectURL(blob);
  target.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

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
  const queryClient = useQueryClient();
  const config = useQuery(documentPromptQuery(question.fieldId));
  const descriptionId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const ids = parseListAnswer(value) ?? [];
  const prompt = {
    title: config.data?.title ?? question.label,
    description: config.data?.description ?? question.hint ?? '',
    acceptedTypes: config.data?.acceptedTypes ?? DEFAULT_TYPES,
    maxBytes: config.data?.maxBytes ?? DEFAULT_MAX_BYTES,
    maxFiles: config.data?.maxFiles ?? DEFAULT_MAX_FILES,
  };
  const isFull = ids.length >= prompt.maxFiles;

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

  const shownError = problem ?? error;
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
          <ul
            className={classes.fileList}
            aria-label={t('application.document.listLabel', { title: prompt.title })}
          >
            {ids.map((id) => (
              <DocumentRow
                key={id}
                applicationId={applicationId}
                documentId={id}
                onDelete={() => {
                  setProblem(null);
                  remove.mutate(id);
                }}
                isDeleting={remove.isPending && remove.variables === id}
                onProblem={setProblem}
              />
            ))}
          </ul>
        )}

        {upload.isPending && (
          <div role="status">
            <Text size="sm">
              {t('application.document.uploading', { name: upload.variables?.name ?? '' })}
            </Text>
            <Progress value={100} striped animated size="sm" mt={6} aria-hidden />
          </div>
        )}

        {shownError && (
          <Alert color="red" variant="light" role="alert" id={errorId} p="sm">
            <Text size="sm">{shownError}</Text>
          </Alert>
        )}

        <div>
          <FileButton
            onChange={pick}
            accept={prompt.acceptedTypes.join(',')}
            disabled={isFull || upload.isPending}
            inputProps={{
              'aria-label': t('application.document.inputLabel', { title: prompt.title }),
              tabIndex: -1,
            }}
          >
            {(props) => (
              <Button
                {...props}
                id={flowInputId(question.identifier)}
                variant={ids.length > 0 ? 'default' : 'light'}
                leftSection={<IconFileUpload size={18} aria-hidden />}
                disabled={isFull}
                loading={upload.isPending}
                aria-label={t(
                  ids.length > 0 ? 'application.document.addMoreNamed' : 'application.document.chooseNamed',
                  { title: prompt.title },
                )}
                aria-describedby={shownError ? `${descriptionId} ${errorId}` : descriptionId}
                aria-invalid={shownError ? true : undefined}
              >
                {t(ids.length > 0 ? 'application.document.addMore' : 'application.document.choose')}
              </Button>
            )}
          </FileButton>
          {isFull && (
            <Text size="sm" c="gray.7" mt={6}>
              {t('application.document.full', { count: prompt.maxFiles })}
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

function DocumentRow({
  applicationId,
  documentId,
  onDelete,
  isDeleting,
  onProblem,
}: {
  applicationId: string;
  documentId: string;
  onDelete: () => void;
  isDeleting: boolean;
  onProblem: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const document = useQuery(customerDocumentQuery(applicationId, documentId));
  const [isOpening, setIsOpening] = useState(false);

  if (document.isPending)
    return (
      <li className={classes.fileRow}>
        <Skeleton height={20} width="60%" />
      </li>
    );
  if (document.isError)
    return (
      <li className={classes.fileRow}>
        <Text size="sm" c="red.8">
          {errorText(document.error, t)}
        </Text>
        <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete} loading={isDeleting}>
          {t('application.document.delete')}
        </Button>
      </li>
    );

  const file = document.data;
  const view = async () => {
    onProblem(null);
    // The window opens on the click itself, so a popup blocker lets it through.
    const target = window.open('', '_blank');
    setIsOpening(true);
    try {
      await openFile(file, target);
    } catch (failure) {
      target?.close();
      onProblem(errorText(failure, t));
    } finally {
      setIsOpening(false);
    }
  };

  return (
    <li className={classes.fileRow}>
      <Group gap="xs" wrap="nowrap" className={classes.fileName}>
        <IconPaperclip size={18} aria-hidden className={classes.fileIcon} />
        <div>
          <Text size="sm" fw={600} className={classes.breakAnywhere}>
            {file.originalName}
          </Text>
          <Text size="xs" c="gray.7">
            {formatFileSize(file.size)}
          </Text>
        </div>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconEye size={16} aria-hidden />}
          onClick={() => void view()}
          loading={isOpening}
          aria-label={t('application.document.viewNamed', { name: file.originalName })}
        >
          {t('application.document.view')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
          loading={isDeleting}
          aria-label={t('application.document.deleteNamed', { name: file.originalName })}
        >
          {t('application.document.delete')}
        </Button>
      </Group>
    </li>
  );
}
