import type { ReviewItem } from '@hitelkapu/domain/contracts/staff-review';
import { Alert, Button, Card, CloseButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInbox, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { reviewsQuery } from '../api/reviews.ts';
import { DecisionModal } from './decision-modal.tsx';
import { ReturnModal } from './return-modal.tsx';
import { type ReviewAction, ReviewCard } from './review-card.tsx';
import classes from './staff.module.css';
import { StaffNav } from './staff-nav.tsx';

/**
 * `/staff/reviews`: applications waiting for a person, oldest first, each with its figures,
 * the automated reasons and the actions it allows. A decided item leaves the list and a
 * message says what was done; focus moves to that message.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  const reviews = useQuery(reviewsQuery());
  const [open, setOpen] = useState<{ action: ReviewAction; item: ReviewItem } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) noticeRef.current?.focus();
  }, [done]);

  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
  };
  const items = reviews.data;

  return (
    <Stack gap="lg" className={classes.page}>
      <StaffNav />
      <Stack gap={6}>
        <Title order={1}>{t('staff.reviews.title')}</Title>
        <Text c="gray.7">{t('staff.reviews.lead')}</Text>
      </Stack>

      {done && (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          className={classes.notice}
          color="teal"
          variant="light"
          role="status"
          icon={<IconCircleCheck size={20} aria-hidden />}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{done}</Text>
            <CloseButton size="sm" aria-label={t('common.close')} onClick={() => setDone(null)} />
          </Group>
        </Alert>
      )}

      {reviews.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('staff.reviews.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(reviews.error, t)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void reviews.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !items ? (
        <Stack gap="md" role="status" aria-label={t('common.loading')}>
          {[0, 1].map((index) => (
            <Card key={index}>
              <Stack gap="sm">
                <Skeleton height={24} width="45%" />
                <Skeleton height={18} width="80%" />
                <Skeleton height={18} width="60%" />
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <>
          <Group justify="space-between" gap="sm">
            <Text fw={600} aria-live="polite">
              {t('staff.reviews.count', { count: items.length })}
            </Text>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={reviews.isFetching}
              onClick={() => void reviews.refetch()}
            >
              {t('staff.reviews.refresh')}
            </Button>
          </Group>
          {items.length === 0 ? (
            <Card component="section" aria-labelledby="reviews-empty-title">
              <Stack gap="sm" align="flex-start">
                <IconInbox size={32} aria-hidden color="var(--mantine-color-brand-7)" />
                <Title order={2} size="h3" id="reviews-empty-title">
                  {t('staff.reviews.emptyTitle')}
                </Title>
                <Text c="gray.7">{t('staff.reviews.emptyText')}</Text>
              </Stack>
            </Card>
          ) : (
            <ul className={classes.list}>
              {items.map((item) => (
                <li key={item.applicationId}>
                  <ReviewCard
                    item={item}
                    onAction={(action, chosen) => {
                      setDone(null);
                      setOpen({ action, item: chosen });
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {open && open.action !== 'return' && (
        <DecisionModal item={open.item} kind={open.action} onClose={() => setOpen(null)} onDone={finish} />
      )}
      {open?.action === 'return' && (
        <ReturnModal item={open.item} onClose={() => setOpen(null)} onDone={finish} />
      )}
    </Stack>
  );
}
