import { formatLongDate } from '@hitelkapu/domain/format/date';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { CardListSkeleton, EmptyStateCard } from '../../../components/list-states.tsx';
import { myPurchasesQuery } from '../api/purchases.ts';
import { PurchaseStatusBadge } from './purchase-status-badge.tsx';
import classes from './purchases.module.css';

/** `/user/purchase-history`: the customer's purchases, newest first, each leading to its page. */
export function PurchaseHistoryPage() {
  const { t } = useTranslation();
  const purchases = useQuery(myPurchasesQuery());

  return (
    <Stack gap="lg" className={classes.page}>
      <Stack gap={4}>
        <Title order={1}>{t('purchases.title')}</Title>
        <Text c="gray.7">{t('purchases.lead')}</Text>
      </Stack>
      {purchases.isError ? (
        <LoadFailure
          title={t('purchases.loadError')}
          error={purchases.error}
          onRetry={() => void purchases.refetch()}
        />
      ) : !purchases.data ? (
        <CardListSkeleton lineWidths={['70%']} />
      ) : purchases.data.length === 0 ? (
        <EmptyStateCard
          icon={<IconShoppingBag size={32} aria-hidden color="var(--mantine-color-brand-7)" />}
          titleId="purchases-empty-title"
          title={t('purchases.empty.title')}
          text={t('purchases.empty.text')}
        >
          <Button component={Link} to="/stores" mt="xs">
            {t('purchases.empty.stores')}
          </Button>
        </EmptyStateCard>
      ) : (
        <ul className={classes.list}>
          {[...purchases.data]
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .map((purchase) => {
              const titleId = `purchase-${purchase.publicId}-title`;
              const date = formatLongDate(purchase.createdAt);
              return (
                <li key={purchase.publicId}>
                  <Card component="article" aria-labelledby={titleId}>
                    <Stack gap="xs">
                      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                        <Title order={2} size="h4" id={titleId}>
                          <Anchor
                            component={Link}
                            to={`/user/purchase/${purchase.publicId}`}
                            inherit
                            aria-label={t('purchases.detailsOf', { merchant: purchase.merchant.name, date })}
                          >
                            {purchase.merchant.name}
                          </Anchor>
                        </Title>
                        <PurchaseStatusBadge status={purchase.status} />
                      </Group>
                      <dl className={classes.figures}>
                        <div>
                          <dt>{t('purchases.date')}</dt>
                          <dd>{date}</dd>
                        </div>
                        <div>
                          <dt>{t('purchases.total')}</dt>
                          <dd>{formatHuf(purchase.totalAmount)}</dd>
                        </div>
                      </dl>
                    </Stack>
                  </Card>
                </li>
              );
            })}
        </ul>
      )}
    </Stack>
  );
}
