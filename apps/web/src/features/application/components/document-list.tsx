import type { CustomerDocument } from '@hitelkapu/domain/contracts/application';
import { formatFileSize } from '@hitelkapu/domain/format/number';
import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconEye, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { customerDocumentQuery, downloadFile } from '../api/application.ts';
import classes from './application.module.css';

/** Opens a stored file: fetched with the session header, shown from an object URL. */
async function openFile(document: CustomerDocument, target: Window | null) {
  const blob = await downloadFile(document.id);
  // A blocked new window: the file is downloaded instead.
  if (!target) return saveBlob(blob, document.originalName);
  const url = URL.createObjectURL(blob);
  target.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The files already uploaded to a prompt, each to view or delete. */
export function DocumentList({
  applicationId,
  title,
  ids,
  deletingId,
  onDelete,
  onProblem,
}: {
  applicationId: string;
  /** The prompt's title, naming the list. */
  title: string;
  ids: readonly string[];
  /** The document being deleted. */
  deletingId: string | null;
  onDelete: (documentId: string) => void;
  onProblem: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={classes.fileList} aria-label={t('application.document.listLabel', { title })}>
      {ids.map((id) => (
        <DocumentRow
          key={id}
          applicationId={applicationId}
          documentId={id}
          onDelete={() => onDelete(id)}
          isDeleting={deletingId === id}
          onProblem={onProblem}
        />
      ))}
    </ul>
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
