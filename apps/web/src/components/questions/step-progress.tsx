import { Group, Progress, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './questions.module.css';

/**
 * Where the customer is in a question journey (LOOK-AND-VOICE "Wizards": step names and the
 * time left): the position and time always, the list of step names from tablet width up.
 * The wizard and the flow name their steps and time in their own tokens (`<tokens>.progress.*`).
 */
export function StepProgress({
  tokens,
  titles,
  current,
  timeText,
}: {
  tokens: 'prelim' | 'application' | 'leasing.prescore';
  titles: readonly string[];
  current: number;
  /** The time sentence, worded by the journey (total and left, or only left). */
  timeText: string;
}) {
  const { t } = useTranslation();
  const total = titles.length;
  return (
    <nav aria-label={t(`${tokens}.progress.label`)} className={classes.progress}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm" c="brand.8">
          {t(`${tokens}.progress.position`, { current: current + 1, total })}
        </Text>
        <Text size="sm" c="gray.7">
          {timeText}
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
              <span className={classes.stepTitle}>{title}</span>
              {state === 'done' && (
                <VisuallyHidden component="span">{t(`${tokens}.progress.done`)}</VisuallyHidden>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
