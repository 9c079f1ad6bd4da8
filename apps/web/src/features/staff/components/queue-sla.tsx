import type { ReviewSla } from '@hitelkapu/domain/contracts/review-queue';
import { formatLongDate } from '@hitelkapu/domain/format/date';
import { Badge, Group, Text } from '@mantine/core';
import { IconAlarm, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * How long a case has waited, in working days, with its last day; past it, a "Határidőn túl"
 * badge in words and with an icon (not colour alone).
 */
export function QueueSla({ sla }: { sla: ReviewSla }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      {sla.isOverdue && (
        <Badge
          color="red.9"
          variant="filled"
          leftSection={<IconAlarm size={14} aria-hidden />}
          data-testid="overdue-badge"
        >
          {t('staff.queue.sla.overdue')}
        </Badge>
      )}
      <Group gap={6} wrap="nowrap">
        <IconClock size={16} aria-hidden color="var(--mantine-color-gray-7)" />
        <Text size="sm" fw={sla.isOverdue ? 600 : undefined}>
          {sla.workingDays === 0
            ? t('staff.queue.sla.underOneDay')
            : t('staff.queue.sla.age', { count: sla.workingDays })}
        </Text>
      </Group>
      <Text size="sm" c="gray.7">
        {t('staff.queue.sla.due', { date: formatLongDate(sla.dueDay) })}
      </Text>
    </Group>
  );
}
