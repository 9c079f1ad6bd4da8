import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './staff-config.module.css';

/** What the last save did, focused when it appears so a screen reader reads it; closable. */
export function SavedNotice({ notice, onClose }: { notice: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="teal"
      variant="light"
      role="status"
      className={classes.focusable}
      icon={<IconCircleCheck size={20} aria-hidden />}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">{notice}</Text>
        <CloseButton size="sm" aria-label={t('common.close')} onClick={onClose} />
      </Group>
    </Alert>
  );
}
