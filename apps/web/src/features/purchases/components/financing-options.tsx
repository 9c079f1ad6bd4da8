import type { FinancingOptions, PurchaseFinancingOption } from '@hitelkapu/domain/contracts/purchase';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Card, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAnnualRate, formatThm } from '../../../components/credit/format-rate.ts';
import { OfferFigures } from '../../../components/credit/offer-figures.tsx';
import { hufInText } from '../../../lib/format-text.ts';
import classes from './purchases.module.css';

const FIGURE_TOKENS = 'checkout.figure';

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

/**
 * One term's key figures side by side: the monthly payment, the THM and the total repayable
 * in one size class (LOOK-AND-VOICE "Money": never the THM in small print).
 */
function TermFigures({ option }: { option: PurchaseFinancingOption }) {
  const { t } = useTranslation();
  return (
    <dl className={classes.termFigures}>
      <div>
        <dt>{t('checkout.figure.monthlyPayment')}</dt>
        <dd>{formatHuf(option.quote.monthlyPayment)}</dd>
      </div>
      <div>
        <dt>{t('checkout.figure.thm')}</dt>
        <dd>{formatThm(option.quote.thm)}</dd>
      </div>
      <div>
        <dt>{t('checkout.figure.totalRepayable')}</dt>
        <dd>{formatHuf(option.quote.totalRepayable)}</dd>
      </div>
    </dl>
  );
}

function RateLine({ option }: { option: PurchaseFinancingOption }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="gray.7" className={classes.rateLine}>
      {t('checkout.figure.rate')}: {formatAnnualRate(option.quote.annualRatePercent)}
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
              <div className={classes.optionHead}>
                <Title order={3} size="h4" id={titleId}>
                  {t('checkout.financing.option', { months: option.months })}
                </Title>
                <RateLine option={option} />
              </div>
              <TermFigures option={option} />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The terms as a choice: one radio card per term with its monthly payment, THM and total
 * repayable; a screen reader hears the same figures as the card's name. The chosen term's
 * details follow under the cards, as the offers screen shows an offer's.
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
  const chosen = financing.options.find((option) => option.months === value) ?? null;
  return (
    <Stack gap="md">
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
                <RateLine option={option} />
              </div>
              <TermFigures option={option} />
            </Radio.Card>
          ))}
        </div>
      </Radio.Group>
      {chosen && (
        <Card component="section" aria-labelledby="chosen-term-title" className={classes.optionCard} p="md">
          <Title order={3} size="h4" id="chosen-term-title" mb="sm">
            {t('checkout.financing.chosen', { months: chosen.months })}
          </Title>
          <OfferFigures
            quote={chosen.quote}
            tokens={FIGURE_TOKENS}
            details={[
              { label: t('checkout.figure.product'), value: chosen.productName },
              { label: t('checkout.figure.rate'), value: formatAnnualRate(chosen.quote.annualRatePercent) },
              { label: t('checkout.figure.totalCost'), value: formatHuf(chosen.quote.totalCost) },
            ]}
            radius="var(--mantine-radius-md)"
          />
        </Card>
      )}
    </Stack>
  );
}
