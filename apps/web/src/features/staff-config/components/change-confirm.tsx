import { Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './staff-config.module.css';
import textClasses from './texts.module.css';

export interface ChangeDifference {
  label: string;
  before: string;
  after: string;
}

/**
 * The before → after review of a configuration change, confirmed before it is saved (decision
 * 039). A change that changes nothing cannot be saved; something new (`isNew`) always can.
 */
export function ChangeConfirm({
  opened,
  lead,
  note,
  differences,
  isNew = false,
  saveLabel,
  saving,
  onSave,
  onClose,
}: {
  opened: boolean;
  lead: string;
  note?: ReactNode;
  differences: ChangeDifference[];
  isNew?: boolean;
  saveLabel?: string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('staffConfig.confirm.title')} size="lg">
      <Stack gap="md">
        {!isNew && differences.length === 0 ? (
          <Text>{t('staffConfig.confirm.nothing')}</Text>
        ) : (
          <>
            <Text size="sm">{lead}</Text>
            <ul className={classes.differences} aria-label={t('staffConfig.confirm.listLabel')}>
              {differences.map((difference, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every change, and labels may repeat
                <li key={index}>
                  <Text size="sm" fw={600}>
                    {difference.label}
                  </Text>
                  <Text size="sm" className={textClasses.textChange}>
                    <span className={classes.before}>{difference.before}</span>
                    <span aria-hidden> → </span>
                    <VisuallyHidden>{t('staffConfig.confirm.becomes')}</VisuallyHidden>
                    <span className={classes.after}>{difference.after}</span>
                  </Text>
                </li>
              ))}
            </ul>
            {note}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('staffConfig.confirm.back')}
          </Button>
          <Button disabled={!isNew && differences.length === 0} loading={saving} onClick={onSave}>
            {saveLabel ?? t('staffConfig.confirm.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
