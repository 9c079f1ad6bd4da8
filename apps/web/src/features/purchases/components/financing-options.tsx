import type { FinancingOptions, PurchaseFinancingOption } from '@hitelkapu/domain/contracts/purchase';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Card, Radio, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatAnnualRate, formatThm } from '../../../components/credit/format-rate.ts';
import { OfferFigures } from '../../../components/credit/offer-figures.tsx';
import { hufInText } from '../../../lib/format-text.ts';
import classes from './purchases.module.css';

const FIGURE_TOKENS = 'checkout.figure';
const RADIUS = 'var(--mantine-radius-md)';

function detailsOf(option: PurchaseFinancingOption, t: TFunction) {
  return [
    { label: t('checkout.figure.product'), value: option.productName },
    { label: t('checkout.figure.rate'), value: formatAnnualRate(option.quote.annualRatePercent) },
    { label: t('checkout.figure.totalCost'), value: formatHuf(option.quote.totalCost) },
  ];
}

/** The lead above the terms: what is financed and the legal THM ceiling of the áruhitel. */
export function FinancingLead({ financing }: { financing: FinancingOptions }) {
  const { t } = useTranslation();
  return (
    <Text>
      {t('checkout.financing.lead', {
        amount: hufInText(financing.amount),
        cap: formatThm(financing.thmCap),
      })}
    </Text>
  );
}

/** Each term on offer with its figures, to read before logging in. */
export function FinancingOptionCards({ financing }: { financing: FinancingOptions }) {
  const { t } = useTranslation();
  return (
    <ul className={`${classes.list} ${classes.optionGrid}`}>
      {financing.options.map((option) => {
        const titleId = `term-${option.months}-title`;
        return (
          <li key={option.months}>
            <Card component="article" aria-labelledby={titleId} className={classes.optionCard} p="md">
              <Title order={3} size="h4" id={titleId} mb="sm">
                {t('checkout.financing.option', { months: option.months })}
              </Title>
              <OfferFigures
                quote={option.quote}
                tokens={FIGURE_TOKENS}
                details={detailsOf(option, t)}
                radius={RADIUS}
              />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The terms as a choice: one radio card per term with its monthly payment, THM and total
 * repayable side by side (LOOK-AND-VOICE "Money"). A screen reader hears the same figures as
 * the card's name.
 */
export function FinancingOptionPicker({
  financing,
  value,
  onChange,
  error,
}: {
  financing: FinancingOptions;
  value: number | null;
  onChange: (months: number) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      label={t('checkout.financing.choose')}
      error={error}
      withAsterisk
    >
      <div className={classes.optionGrid} style={{ marginTop: 8 }}>
        {financing.options.map((option) => (
          <Radio.Card
            key={option.months}
            value={String(option.months)}
            radius="md"
            p="md"
            className={classes.optionCard}
            aria-label={t('checkout.financing.optionLabel', {
              months: option.months,
              monthly: formatHuf(option.quote.monthlyPayment),
              thm: formatThm(option.quote.thm),
              total: formatHuf(option.quote.totalRepayable),
            })}
          >
            <div className={classes.optionHead}>
              <Radio.Indicator />
              <Text fw={700} size="lg">
                {t('checkout.financing.option', { months: option.months })}
              </Text>
            </div>
            <OfferFigures
              quote={option.quote}
              tokens={FIGURE_TOKENS}
              details={detailsOf(option, t)}
              radius={RADIUS}
            />
          </Radio.Card>
        ))}
      </div>
    </Radio.Group>
  );
}
