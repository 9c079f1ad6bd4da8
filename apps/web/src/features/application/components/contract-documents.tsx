import type { SigningDocument } from '@hitelkapu/domain/contracts/signing';
import { formatFileSize } from '@hitelkapu/domain/format/number';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { downloadFile } from '../api/application.ts';
import { documentsForSigningQuery } from '../api/journey.ts';
import classes from './application.module.css';

/** A document to keep: its id for the download, what it is, its file name and size. */
export interface DownloadableDocument {
  id: string;
  title: string;
  fileName: string;
  size: number;
}

/** Saves a document through the session header, under its own name. */
async function saveDocument(document: DownloadableDocument): Promise<void> {
  saveBlob(await downloadFile(document.id), document.fileName);
}

/**
 * One document with its download button. Several sit on one screen, so each button's name
 * says which document it saves ("Letöltés: Hitelszerződés"), the visible word first
 * (WCAG 2.1 2.4.6 and 2.5.3).
 */
export function DocumentDownloadRow({ document }: { document: DownloadableDocument }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const open = async () => {
    setState({ busy: true, error: null });
    try {
      await saveDocument(document);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: errorText(error, t) });
    }
  };
  return (
    <li className={classes.fileRow}>
      <IconFileTypePdf size={28} aria-hidden className={classes.fileIcon} />
      <div className={classes.fileName}>
        <Text fw={600}>{document.title}</Text>
        <Text size="sm" c="gray.7">
          {t('application.contractDocument.meta', { size: formatFileSize(document.size) })}
        </Text>
        {state.error && (
          <Text size="sm" c="red.8" role="alert">
            {state.error}
          </Text>
        )}
      </div>
      <Button
        variant="light"
        size="sm"
        loading={state.busy}
        onClick={() => void open()}
        leftSection={<IconDownload size={18} aria-hidden />}
        aria-label={t('application.contractDocument.downloadNamed', { title: document.title })}
      >
        {t('application.contractDocument.download')}
      </Button>
    </li>
  );
}

/** A contract document as the signing calls list it. */
function toDownloadable(document: SigningDocument, t: TFunction): DownloadableDocument {
  return {
    id: document.id,
    title: t(`application.contractDocument.${document.kind}`),
    fileName: document.fileName,
    size: document.size,
  };
}

/** The contract documents of the application: the ones to sign, or once signed the signed copies. */
export function ContractDocuments({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const documents = useQuery(documentsForSigningQuery(applicationId));
  if (documents.isError)
    return (
      <LoadFailure
        title={t('application.contractDocument.loadError')}
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  if (documents.isPending)
    return (
      <Stack gap="sm" role="status" aria-label={t('common.loading')}>
        <Skeleton height={64} radius="md" />
        <Skeleton height={64} radius="md" />
      </Stack>
    );
  return (
    <ul className={classes.fileList} aria-label={t('application.contractDocument.listLabel')}>
      {documents.data.documents.map((document) => (
        <DocumentDownloadRow key={document.id} document={toDownloadable(document, t)} />
      ))}
    </ul>
  );
}
