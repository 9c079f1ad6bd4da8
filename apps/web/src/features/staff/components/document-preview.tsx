import type { CustomerDocument } from '@hitelkapu/domain/contracts/application';
import { Alert, Anchor, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewCaseDocument } from '../api/reviews.ts';
import classes from './case-evidence.module.css';

/** What the page shows inline; anything else is only downloaded. */
const PREVIEWABLE = new Set(['application/pdf', 'image/jpeg', 'image/png']);
export const isPreviewable = (document: CustomerDocument) => PREVIEWABLE.has(document.contentType);

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string };

/**
 * The document's bytes, fetched with the staff token (an iframe cannot send the header) and
 * held as an object URL while the dialog is open; the URL is revoked when it closes.
 */
function useDocumentUrl(applicationId: string, document: CustomerDocument): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    previewCaseDocument(applicationId, document.id).then(
      (blob) => {
        if (cancelled) return;
        // The type the case names (one of the three allowed), not whatever the answer claimed.
        url = URL.createObjectURL(new Blob([blob], { type: document.contentType }));
        setLoaded({ state: 'ready', url });
      },
      () => {
        if (!cancelled) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [applicationId, document.id, document.contentType]);
  return loaded;
}

function PreviewBody({
  applicationId,
  document,
  kind,
}: {
  applicationId: string;
  document: CustomerDocument;
  kind: string;
}) {
  const { t } = useTranslation();
  const loaded = useDocumentUrl(applicationId, document);
  if (loaded.state === 'loading')
    return (
      <Group gap="sm" role="status" py="xl" justify="center">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('staff.case.previewLoading')}</Text>
      </Group>
    );
  if (loaded.state === 'failed')
    return (
      <Alert color="red" variant="light" role="alert">
        {t('staff.case.previewFailed')}
      </Alert>
    );
  const name = document.originalName;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="gray.7">
          {kind}
        </Text>
        <Anchor href={loaded.url} download={name} size="sm" className={classes.download}>
          <IconDownload size={16} aria-hidden />
          {t('staff.case.previewDownload')}
        </Anchor>
      </Group>
      {document.contentType === 'application/pdf' ? (
        <iframe className={classes.frame} src={loaded.url} title={t('staff.case.previewFrame', { name })} />
      ) : (
        <div className={classes.imageBox}>
          <img className={classes.image} src={loaded.url} alt={t('staff.case.previewImage', { name })} />
        </div>
      )}
    </Stack>
  );
}

/**
 * "Megtekintés": one document of the case in a dialog (a PDF in a frame, an image as it is),
 * with a download link; full screen on a phone. Escape or the close button ends it.
 */
export function DocumentPreview({
  applicationId,
  document,
  onClose,
}: {
  applicationId: string;
  document: CustomerDocument | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const kind = document ? t(`staff.case.documentKind.${document.kind}`, { defaultValue: document.kind }) : '';
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title={document?.originalName ?? ''}
      size="xl"
      fullScreen={phone === true}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 650, overflowWrap: 'anywhere' } }}
    >
      {document && <PreviewBody applicationId={applicationId} document={document} kind={kind} />}
    </Modal>
  );
}
