import { Group, Progress, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './application.module.css';

/**
 * Where the customer is in the flow (LOOK-AND-VOICE "Wizards": step names and the time left):
 * the position and time always, the list of step names from tablet width up.
 */
export function FlowProgress({
  titles,
  current,
  leftMinutes,
}: {
  titles: string[];
  current: number;
  leftMinutes: number;
}) {
  const { t } = useTranslation();
  const total = titles.length;
  return (
    <nav aria-label={t('application.progress.label')} className={classes.progress}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm" c="brand.8">
          {t('application.progress.position', { current: current + 1, total })}
        </Text>
        <Text size="sm" c="gray.7">
          {t('application.progress.time', { count: leftMinutes })}
        </Text>
      </Group>
      <Progress
        value={total > 1 ? (current / (total - 1)) * 100 : 100}
        size="sm"
        radius="xl"
        mt={8}
        aria-hidden
      />
      <ol className={classes.stepList}>
        {titles.map((title, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps' fixed order
              key={index}
              className={classes.stepItem}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={classes.stepIcon} aria-hidden>
                {state === 'done' ? <IconCheck size={14} /> : index + 1}
              </span>
              <span>{title}</span>
              {state === 'done' && (
                <VisuallyHidden component="span">{t('application.progress.done')}</VisuallyHidden>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
