import type { LoanProduct } from '@hitelkapu/domain/contracts/offers';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatAnnualRate } from '../../../components/credit/format-rate.ts';
import { OfferFigures } from '../../../components/credit/offer-figures.tsx';
import type { TripleCard } from '../offer-selection.ts';
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

        <OfferFigures
          quote={quote}
          tokens="offers.card"
          radius="12px"
          details={[
            { label: t('offers.card.amount'), value: formatHuf(quote.amount) },
            { label: t('offers.card.months'), value: t('credit.unit.monthsCount', { count: quote.months }) },
            { label: t('offers.card.annualRate'), value: formatAnnualRate(quote.annualRatePercent) },
            { label: t('offers.card.disbursementFee'), value: formatHuf(quote.disbursementFee) },
            { label: t('offers.card.monthlyFee'), value: formatHuf(quote.monthlyFee) },
            { label: t('offers.card.totalCost'), value: formatHuf(quote.totalCost) },
          ]}
        />

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
