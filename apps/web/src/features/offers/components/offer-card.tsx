import type { LoanProduct } from '@hitelkapu/domain/contracts/offers';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TripleCard } from '../offer-selection.ts';
import { formatAnnualRate, formatThm } from './format-rate.ts';
import classes from './offers.module.css';
import { RepaymentScheduleModal } from './repayment-schedule-modal.tsx';

/**
 * One offer of the triple view. The THM and the total repayable stand next to the monthly
 * payment in the same size class (LOOK-AND-VOICE "Money"), never in small print.
 */
export function OfferCard({
  card,
  product,
  onChoose,
  isChoosing = false,
  isDisabled = false,
}: {
  card: TripleCard;
  product: LoanProduct | undefined;
  onChoose: (offerId: number) => void;
  /** This offer's application is being opened. */
  isChoosing?: boolean;
  /** Another offer's application is being opened. */
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const [scheduleOpened, schedule] = useDisclosure(false);
  const { offer, slots } = card;
  const { quote } = offer;
  const name = product?.name ?? t('offers.card.fallbackName');
  const nameId = `offer-${offer.offerId}-name`;

  return (
    <Card component="article" aria-labelledby={nameId} className={classes.offerCard} padding="lg">
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Group gap={6}>
            {slots.map((slot) => (
              <Badge key={slot.kind} variant="light" radius="sm" className={classes.slotBadge}>
                {slot.title}
              </Badge>
            ))}
            {slots.length === 0 && (
              <Badge variant="outline" color="gray.7" radius="sm" className={classes.slotBadge}>
                {t('offers.card.otherOffer')}
              </Badge>
            )}
          </Group>
          {slots.length === 1 && slots[0]?.description && (
            <Text size="xs" c="gray.7">
              {slots[0].description}
            </Text>
          )}
        </Stack>

        <Group gap="md" wrap="nowrap" align="center">
          {product?.imageUrl && (
            <img
              src={product.imageUrl}
              alt={product.name}
              width={56}
              height={56}
              className={classes.offerImage}
            />
          )}
          <div>
            <Title order={3} id={nameId} className={classes.offerName}>
              {name}
            </Title>
            {product?.tagline && (
              <Text size="sm" c="gray.7">
                {product.tagline}
              </Text>
            )}
          </div>
        </Group>

        <dl className={classes.keyFigures}>
          <div className={classes.mainFigure}>
            <dt>{t('offers.card.monthlyPayment')}</dt>
            <dd>{formatHuf(quote.monthlyPayment)}</dd>
          </div>
          <div>
            <dt>{t('offers.card.thm')}</dt>
            <dd>{formatThm(quote.thm)}</dd>
          </div>
          <div>
            <dt>{t('offers.card.totalRepayable')}</dt>
            <dd>{formatHuf(quote.totalRepayable)}</dd>
          </div>
        </dl>

        <dl className={classes.details}>
          <div>
            <dt>{t('offers.card.amount')}</dt>
            <dd>{formatHuf(quote.amount)}</dd>
          </div>
          <div>
            <dt>{t('offers.card.months')}</dt>
            <dd>{t('credit.unit.monthsCount', { count: quote.months })}</dd>
          </div>
          <div>
            <dt>{t('offers.card.annualRate')}</dt>
            <dd>{formatAnnualRate(quote.annualRatePercent)}</dd>
          </div>
          <div>
            <dt>{t('offers.card.disbursementFee')}</dt>
            <dd>{formatHuf(quote.disbursementFee)}</dd>
          </div>
          <div>
            <dt>{t('offers.card.monthlyFee')}</dt>
            <dd>{formatHuf(quote.monthlyFee)}</dd>
          </div>
          <div>
            <dt>{t('offers.card.totalCost')}</dt>
            <dd>{formatHuf(quote.totalCost)}</dd>
          </div>
        </dl>
        {quote.monthlyFee > 0 && (
          <Text size="xs" c="gray.7">
            {t('offers.card.monthlyFeeIncluded')}
          </Text>
        )}

        <Stack gap="sm" mt="auto">
          <Button
            variant="light"
            leftSection={<IconTable size={18} aria-hidden />}
            onClick={schedule.open}
            aria-haspopup="dialog"
          >
            {t('offers.card.schedule')}
          </Button>
          <Button
            onClick={() => onChoose(offer.offerId)}
            loading={isChoosing}
            disabled={isDisabled && !isChoosing}
          >
            {t('offers.card.choose')}
          </Button>
        </Stack>
      </Stack>
      <RepaymentScheduleModal
        opened={scheduleOpened}
        onClose={schedule.close}
        productName={name}
        quote={quote}
      />
    </Card>
  );
}
