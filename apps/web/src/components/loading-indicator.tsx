import { Loader, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLoadingIndicator } from '../lib/loading-indicator.ts';
import classes from './loading-indicator.module.css';

/** The global loading indicator: busy while an action runs, then success (2 s) or failure (5 s). */
export function LoadingIndicator() {
  const { t } = useTranslation();
  const phase = useLoadingIndicator((state) => state.phase);
  return (
    <div className={classes.anchor} role="status" aria-live="polite">
      {phase !== 'idle' && (
        <Paper className={classes.pill} shadow="sm" radius="xl" withBorder data-phase={phase}>
          {phase === 'loading' && <Loader size={16} />}
          {phase === 'success' && (
            <ThemeIcon size={20} radius="xl" color="teal">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          )}
          {phase === 'failure' && (
            <ThemeIcon size={20} radius="xl" color="red">
              <IconX size={14} aria-hidden />
            </ThemeIcon>
          )}
          <Text size="sm" fw={500}>
            {t(
              phase === 'loading'
                ? 'loading.inProgress'
                : phase === 'success'
                  ? 'loading.success'
                  : 'loading.failure',
            )}
          </Text>
        </Paper>
      )}
    </div>
  );
}
