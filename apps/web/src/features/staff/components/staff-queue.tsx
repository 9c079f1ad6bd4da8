import { Alert, Button, Card, CloseButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInbox, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import classes from './staff.module.css';
import { StaffNav } from './staff-nav.tsx';

/**
 * A staff work list: the tabs, the title, the filters, what was just done (focused,
 * dismissible), the items oldest first with a count and a refresh, or a skeleton, an empty
 * state, an error with a retry.
 */
export function StaffQueue<Item>({
  query,
  title,
  lead,
  countText,
  emptyTitle,
  emptyText,
  loadErrorTitle,
  notice,
  onDismissNotice,
  itemKey,
  renderItem,
  toolbar,
  children,
}: {
  query: UseQueryResult<Item[]>;
  title: string;
  lead: string;
  countText: (count: number) => string;
  emptyTitle: string;
  emptyText: string;
  loadErrorTitle: string;
  notice: string | null;
  onDismissNotice: () => void;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** Above the list, kept while it loads or fails (the filters). */
  toolbar?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const items = query.data;

  return (
    <Stack gap="lg" className={classes.page}>
      <StaffNav />
      <Stack gap={6}>
        <Title order={1}>{title}</Title>
        <Text c="gray.7">{lead}</Text>
      </Stack>
      {toolbar}

      {notice && (
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
            <Text size="sm">{notice}</Text>
            <CloseButton size="sm" aria-label={t('common.close')} onClick={onDismissNotice} />
          </Group>
        </Alert>
      )}

      {query.isError ? (
        <LoadFailure title={loadErrorTitle} error={query.error} onRetry={() => void query.refetch()} />
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
              {countText(items.length)}
            </Text>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('staff.reviews.refresh')}
            </Button>
          </Group>
          {items.length === 0 ? (
            <Card component="section" aria-labelledby="queue-empty-title">
              <Stack gap="sm" align="flex-start">
                <IconInbox size={32} aria-hidden color="var(--mantine-color-brand-7)" />
                <Title order={2} size="h3" id="queue-empty-title">
                  {emptyTitle}
                </Title>
                <Text c="gray.7">{emptyText}</Text>
              </Stack>
            </Card>
          ) : (
            <ul className={classes.list}>
              {items.map((item) => (
                <li key={itemKey(item)}>{renderItem(item)}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {children}
    </Stack>
  );
}
