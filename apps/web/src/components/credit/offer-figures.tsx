import { formatHuf } from '@hitelkapu/domain/format/number';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatThm } from './format-rate.ts';
import classes from './offer-figures.module.css';

/** One line of an offer's details: its label and the value as shown. */
export interface OfferDetail {
  label: string;
  value: string;
}

/**
 * An offer's figures on its card: the monthly payment with the THM and the total repayable
 * beside it in the same size class (LOOK-AND-VOICE "Money"), never in small print; then the
 * details the journey names, and a note when the monthly payment includes a monthly fee.
 * The wording comes from `tokens`: `.monthlyPayment`, `.thm`, `.totalRepayable`,
 * `.monthlyFeeIncluded`.
 */
export function OfferFigures({
  quote,
  tokens,
  details,
  radius,
}: {
  quote: { monthlyPayment: number; thm: number; totalRepayable: number; monthlyFee: number };
  tokens: string;
  details: readonly OfferDetail[];
  /** The corner radius of the key figures' box, as the card's page draws its boxes. */
  radius: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <dl className={classes.keyFigures} style={{ borderRadius: radius }}>
        <div className={classes.mainFigure}>
          <dt>{t(`${tokens}.monthlyPayment`)}</dt>
          <dd>{formatHuf(quote.monthlyPayment)}</dd>
        </div>
        <div>
          <dt>{t(`${tokens}.thm`)}</dt>
          <dd>{formatThm(quote.thm)}</dd>
        </div>
        <div>
          <dt>{t(`${tokens}.totalRepayable`)}</dt>
          <dd>{formatHuf(quote.totalRepayable)}</dd>
        </div>
      </dl>
      <dl className={classes.details}>
        {details.map((detail) => (
          <div key={detail.label}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
      {quote.monthlyFee > 0 && (
        <Text size="xs" c="gray.7">
          {t(`${tokens}.monthlyFeeIncluded`)}
        </Text>
      )}
    </>
  );
}
