import type { PublicPurchase } from '@hitelkapu/domain/contracts/purchase';
import { Alert, Card, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BasketLines } from './basket-lines.tsx';

/** The parts the checkout and the customer's purchase page both show of a purchase. */

/** A shop's test purchase says so, so nobody takes it for a real credit. */
export function TestPurchaseNote({ isTest }: { isTest: boolean }) {
  const { t } = useTranslation();
  if (!isTest) return null;
  return (
    <Alert
      role="note"
      color="yellow"
      variant="light"
      icon={<IconFlask size={20} aria-hidden />}
      title={t('purchase.test.title')}
    >
      {t('purchase.test.text')}
    </Alert>
  );
}

/** "Kosár": the basket's lines and total, in a card labelled by its heading. */
export function BasketCard({
  purchase,
  titleId,
}: {
  purchase: Pick<PublicPurchase, 'lines' | 'totalAmount'>;
  titleId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {t('purchase.basket.title')}
      </Title>
      <BasketLines
        lines={purchase.lines}
        totalAmount={purchase.totalAmount}
        caption={t('purchase.basket.title')}
      />
    </Card>
  );
}
