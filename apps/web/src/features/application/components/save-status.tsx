import { Button, Loader, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnswersState } from '../use-answers.ts';
import classes from './application.module.css';

/** "Mentve": a quiet note for every saved answer, read out politely by screen readers. */
export function SaveStatus({ state, onRetry }: { state: AnswersState; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.saveState} aria-live="polite">
      {state.saveState === 'saving' && (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm" c="gray.7">
            {t('application.save.saving')}
          </Text>
        </>
      )}
      {state.saveState === 'saved' && (
        <>
          <IconCheck size={16} aria-hidden color="var(--mantine-color-green-8)" />
          <Text size="sm" c="gray.7">
            {t('application.save.saved')}
          </Text>
        </>
      )}
      {state.saveState === 'failed' && (
        <>
          <Text size="sm" c="red.8">
            {t('application.save.failed')}
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </>
      )}
    </div>
  );
}
