import type { ReviewItem } from '@hitelkapu/domain/contracts/staff-review';
import { formatDateTime } from '@hitelkapu/domain/format/date';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { hufInText } from '../../../lib/format-text.ts';
import { CaseDetails } from './case-details.tsx';
import classes from './staff.module.css';

export type ReviewAction = 'approve' | 'reject' | 'return';

/** The customer's wording of a scoring reason; a code without wording is shown as it is. */
function reasonText(code: string, t: TFunction): string {
  return t([`application.reason.${code}`, `reason.${code}`], { defaultValue: code });
}

const canDecide = (item: ReviewItem) => item.position === 'UNDER_REVIEW' && item.scoringDecision === 'MANUAL';
const canReturn = (item: ReviewItem) => item.position === 'OFFLINE_UNDER_REVIEW' && item.errorReport !== null;

export function ReviewCard({
  item,
  onAction,
}: {
  item: ReviewItem;
  onAction: (action: ReviewAction, item: ReviewItem) => void;
}) {
  const { t } = useTranslation();
  const id = item.applicationId;
  const titleId = `review-${id}-title`;
  const when = (value: string | null) => (value ? formatDateTime(value) : t('staff.review.notYet'));
  const figures: [string, string][] = [
    [t('staff.review.product'), item.productName],
    [t('staff.review.amount'), hufInText(item.amount)],
    [t('staff.review.term'), t('staff.review.termValue', { count: item.duration })],
    [t('staff.review.monthlyPayment'), hufInText(item.monthlyPayment)],
    [t('staff.review.identityVerifiedAt'), when(item.identityVerifiedAt)],
    [t('staff.review.signedAt'), when(item.signedAt)],
    [t('staff.review.submittedAt'), when(item.submittedAt)],
  ];
  const isOffline = item.position === 'OFFLINE_UNDER_REVIEW';

  return (
    <Card component="article" aria-labelledby={titleId} className={classes.card}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text size="sm" c="gray.7">
              {t('staff.review.customer')}
            </Text>
            <Title order={2} size="h3" id={titleId}>
              {item.customerName}
            </Title>
          </div>
          <Badge variant="light" color={isOffline ? 'gray' : 'brand'} radius="sm" size="lg">
            {t(`staff.review.kind.${item.position}`, { defaultValue: item.position })}
          </Badge>
        </Group>

        <dl className={classes.figures}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>

        <Stack gap={6}>
          <Title order={3} size="h4" id={`review-${id}-reasons`}>
            {t('staff.review.reasons')}
          </Title>
          {item.reasons.length > 0 ? (
            <ul className={classes.reasons} aria-labelledby={`review-${id}-reasons`}>
              {[...new Set(item.reasons)].map((code) => (
                <li key={code}>
                  <Text size="sm">{reasonText(code, t)}</Text>
                </li>
              ))}
            </ul>
          ) : (
            <Text size="sm" c="gray.7">
              {t('staff.review.noReasons')}
            </Text>
          )}
        </Stack>

        {isOffline && (
          <Stack gap={6}>
            <Title order={3} size="h4">
              {t('staff.review.errorReport')}
            </Title>
            {item.errorReport ? (
              <blockquote className={classes.quote}>
                <Text size="sm">{item.errorReport}</Text>
              </blockquote>
            ) : (
              <Text size="sm" c="gray.7">
                {t('staff.review.noErrorReport')}
              </Text>
            )}
          </Stack>
        )}

        <CaseDetails applicationId={item.applicationId} />

        <div className={classes.actions}>
          {canDecide(item) && (
            <>
              <Button
                leftSection={<IconCheck size={18} aria-hidden />}
                aria-haspopup="dialog"
                aria-describedby={titleId}
                onClick={() => onAction('approve', item)}
              >
                {t('staff.review.approve')}
              </Button>
              <Button
                variant="outline"
                color="red.9"
                leftSection={<IconX size={18} aria-hidden />}
                aria-haspopup="dialog"
                aria-describedby={titleId}
                onClick={() => onAction('reject', item)}
              >
                {t('staff.review.reject')}
              </Button>
            </>
          )}
          {canReturn(item) && (
            <Button
              variant="outline"
              leftSection={<IconArrowBackUp size={18} aria-hidden />}
              aria-haspopup="dialog"
              aria-describedby={titleId}
              onClick={() => onAction('return', item)}
            >
              {t('staff.review.returnToContract')}
            </Button>
          )}
          {!canDecide(item) && !canReturn(item) && (
            <Text size="sm" c="gray.7">
              {t('staff.review.noActionHere')}
            </Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}
