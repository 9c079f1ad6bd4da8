import { Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './staff-config.module.css';
import textClasses from './texts.module.css';

export interface TextDifference {
  label: string;
  before: string;
  after: string;
}

/** The before → after review of a text change, confirmed before it is saved. */
export function TextConfirm({
  opened,
  lead,
  note,
  differences,
  saveLabel,
  saving,
  onSave,
  onClose,
}: {
  opened: boolean;
  lead: string;
  note?: ReactNode;
  differences: TextDifference[];
  saveLabel?: string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('staffConfig.confirm.title')} size="lg">
      <Stack gap="md">
        {differences.length === 0 ? (
          <Text>{t('staffConfig.confirm.nothing')}</Text>
        ) : (
          <>
            <Text size="sm">{lead}</Text>
            <ul className={classes.differences} aria-label={t('staffConfig.confirm.listLabel')}>
              {differences.map((difference) => (
                <li key={difference.label}>
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
          <Button disabled={differences.length === 0} loading={saving} onClick={onSave}>
            {saveLabel ?? t('staffConfig.confirm.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
