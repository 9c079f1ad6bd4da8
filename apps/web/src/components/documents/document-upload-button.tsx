import { Button, FileButton, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContentType } from './document-files.ts';

/**
 * The keyboard-usable file button: the visible button takes the focus and the label, the
 * hidden input stays out of the tab order. Once the prompt is full it says so instead.
 */
export function DocumentUploadButton({
  id,
  title,
  acceptedTypes,
  maxFiles,
  hasFiles,
  isFull,
  isUploading,
  onPick,
  describedBy,
  isInvalid,
}: {
  /** The question's input id: the screen focuses it when the question's answer is wrong. */
  id: string;
  /** The prompt's title, naming the button and the input. */
  title: string;
  acceptedTypes: readonly ContentType[];
  maxFiles: number;
  hasFiles: boolean;
  isFull: boolean;
  isUploading: boolean;
  onPick: (file: File | null) => void;
  describedBy: string;
  isInvalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <FileButton
        onChange={onPick}
        accept={acceptedTypes.join(',')}
        disabled={isFull || isUploading}
        inputProps={{
          'aria-label': t('application.document.inputLabel', { title }),
          tabIndex: -1,
        }}
      >
        {(props) => (
          <Button
            {...props}
            id={id}
            variant={hasFiles ? 'default' : 'light'}
            leftSection={<IconFileUpload size={18} aria-hidden />}
            disabled={isFull}
            loading={isUploading}
            aria-label={t(
              hasFiles ? 'application.document.addMoreNamed' : 'application.document.chooseNamed',
              { title },
            )}
            aria-describedby={describedBy}
            aria-invalid={isInvalid ? true : undefined}
          >
            {t(hasFiles ? 'application.document.addMore' : 'application.document.choose')}
          </Button>
        )}
      </FileButton>
      {isFull && (
        <Text size="sm" c="gray.7" mt={6}>
          {t('application.document.full', { count: maxFiles })}
        </Text>
      )}
    </div>
  );
}
