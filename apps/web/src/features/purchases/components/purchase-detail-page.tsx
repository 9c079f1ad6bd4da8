import type { Purchase } from '@hitelkapu/domain/contracts/purchase';
import { formatDateTime } from '@hitelkapu/domain/format/date';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconShoppingCartOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { ShopLink } from '../../../components/shop-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { checkoutPath } from '../../../lib/checkout-return.ts';
import { notify } from '../../../lib/notify.ts';
import { myPurchaseQuery } from '../api/purchases.ts';
import { CancelPurchaseDialog } from './cancel-purchase-dialog.tsx';
import { BasketCard, TestPurchaseNote } from './purchase-parts.tsx';
import { PurchaseStatusBadge } from './purchase-status-badge.tsx';
import classes from './purchases.module.css';

/** What the customer can do next, by the purchase's state (spec §4 "Purchase lifecycle"). */
export function purchaseActions(purchase: Pick<Purchase, 'status' | 'publicId'>): {
  continueTo: string | null;
  canCancel: boolean;
} {
  switch (purchase.status) {
    case 'LINKED':
      return { continueTo: checkoutPath(purchase.publicId), canCancel: true };
    case 'APPLICATION_STARTED':
      return { continueTo: '/application', canCancel: true };
    case 'APPLICATION_UNDER_REVIEW':
      return { continueTo: '/application', canCancel: false };
    default:
      return { continueTo: null, canCancel: false };
  }
}

/** `/user/purchase/{purchaseId}`: the basket, the amounts, the credit, the history and what to do next. */
export function PurchaseDetailPage() {
  const { t } = useTranslation();
  const { purchaseId = '' } = useParams();
  const purchase = useQuery(myPurchaseQuery(purchaseId));
  const notFound = purchase.isError && purchase.error instanceof ApiError && purchase.error.status === 404;

  return (
    <Stack gap="lg" className={classes.page}>
      <Anchor component={Link} to="/user/purchase-history" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('purchase.detail.back')}
        </Group>
      </Anchor>
      {notFound ? (
        <Card component="section" aria-labelledby="purchase-missing-title">
          <Stack gap="sm" align="flex-start">
            <IconShoppingCartOff size={32} aria-hidden color="var(--mantine-color-brand-7)" />
            <Title order={1} size="h2" id="purchase-missing-title">
              {t('purchase.detail.notFound.title')}
            </Title>
            <Text>{t('purchase.detail.notFound.text')}</Text>
          </Stack>
        </Card>
      ) : purchase.isError ? (
        <>
          <Title order={1}>{t('purchases.title')}</Title>
          <LoadFailure
            title={t('purchase.detail.loadError')}
            error={purchase.error}
            onRetry={() => void purchase.refetch()}
          />
        </>
      ) : purchase.data ? (
        <PurchaseDetail purchase={purchase.data} />
      ) : (
        <Stack gap="md" role="status" aria-label={t('common.loading')}>
          <Skeleton height={36} width="60%" />
          <Card>
            <Stack gap="sm">
              <Skeleton height={18} />
              <Skeleton height={18} />
              <Skeleton height={28} width="40%" />
            </Stack>
          </Card>
        </Stack>
      )}
    </Stack>
  );
}

function PurchaseDetail({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const [cancelOpened, cancelDialog] = useDisclosure(false);
  const { continueTo, canCancel } = purchaseActions(purchase);
  const events = [...purchase.events].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1}>{t('purchase.detail.title', { merchant: purchase.merchant.name })}</Title>
          <PurchaseStatusBadge status={purchase.status} />
        </Group>
        <Text size="sm" c="gray.7">
          {t('purchase.detail.created', { time: formatDateTime(purchase.createdAt) })}
        </Text>
        <TestPurchaseNote isTest={purchase.isTest} />
      </Stack>

      {(continueTo || canCancel || purchase.returnUrl) && (
        <Card component="section" aria-labelledby="purchase-actions-title">
          <Title order={2} size="h3" id="purchase-actions-title" mb="sm">
            {t('purchase.detail.actions')}
          </Title>
          <div className={classes.actions}>
            {continueTo && (
              <Button component={Link} to={continueTo}>
                {t(
                  continueTo === '/application'
                    ? 'purchase.detail.continueApplication'
                    : 'purchase.detail.continueCheckout',
                )}
              </Button>
            )}
            <ShopLink url={purchase.returnUrl} variant={continueTo ? 'default' : 'filled'} />
            {canCancel && (
              <Button variant="outline" color="red.8" onClick={cancelDialog.open} aria-haspopup="dialog">
                {t('purchase.cancel.open')}
              </Button>
            )}
          </div>
        </Card>
      )}

      <BasketCard purchase={purchase} titleId="purchase-basket-title" />

      <Card component="section" aria-labelledby="purchase-amounts-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="purchase-amounts-title">
            {t('purchase.detail.amounts')}
          </Title>
          <dl className={classes.figures}>
            <div>
              <dt>{t('purchase.basket.total')}</dt>
              <dd>{formatHuf(purchase.totalAmount)}</dd>
            </div>
            {purchase.refundedAmount > 0 && (
              <div>
                <dt>{t('purchase.detail.refunded')}</dt>
                <dd>{formatHuf(purchase.refundedAmount)}</dd>
              </div>
            )}
            <div>
              <dt>{t('purchase.detail.financed')}</dt>
              <dd>{formatHuf(purchase.financedAmount)}</dd>
            </div>
          </dl>
          <Title order={3} size="h4">
            {t('purchase.detail.credit')}
          </Title>
          {purchase.months !== null && purchase.monthlyPayment !== null ? (
            <dl className={classes.figures}>
              <div>
                <dt>{t('purchase.detail.months')}</dt>
                <dd>{t('purchase.detail.monthsValue', { count: purchase.months })}</dd>
              </div>
              <div>
                <dt>{t('purchase.detail.monthlyPayment')}</dt>
                <dd>{formatHuf(purchase.monthlyPayment)}</dd>
              </div>
            </dl>
          ) : (
            <Text size="sm" c="gray.7">
              {t('purchase.detail.noCredit')}
            </Text>
          )}
        </Stack>
      </Card>

      {events.length > 0 && (
        <Card component="section" aria-labelledby="purchase-history-title">
          <Title order={2} size="h3" id="purchase-history-title" mb="md">
            {t('purchase.detail.history')}
          </Title>
          <Timeline active={0} bulletSize={14} lineWidth={2} component="ol" className={classes.timeline}>
            {events.map((event, index) => (
              <Timeline.Item
                // biome-ignore lint/suspicious/noArrayIndexKey: events are a fixed history
                key={`${event.at}-${index}`}
                component="li"
                title={<Text fw={600}>{t(`purchase.status.${event.status}`)}</Text>}
              >
                <Text size="sm" c="gray.7">
                  {formatDateTime(event.at)}
                </Text>
                {event.refundAmount !== null && (
                  <Text size="sm">
                    {t('purchase.detail.refund', { amount: formatHuf(event.refundAmount) })}
                  </Text>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
      )}

      <CancelPurchaseDialog
        purchaseId={purchase.publicId}
        opened={cancelOpened}
        onClose={cancelDialog.close}
        onCancelled={() => {
          cancelDialog.close();
          notify(t('purchase.cancel.done'), 'success');
        }}
        leavesToShop={false}
      />
    </>
  );
}
