import type { OfferPreview } from '@hitelkapu/domain/contracts/offers';
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatAnnualRate, formatThm } from '../../../components/credit/format-rate.ts';
import { hufInText } from '../../../lib/format-text.ts';
import { offerPreviewQuery } from '../api/offers.ts';
import classes from './offers.module.css';

/** A figure inside a sentence never breaks between the number and its sign ("16,0 %"). */
const keepTogether = (text: string) => text.replace(/ /g, '\u00a0');

/** The fees the example's THM counts, named with their amounts (Fhtv. 4. §: "a hitel teljes díja"). */
function feesText({ representativeExample: example }: OfferPreview, t: TFunction): string {
  const fees = [
    example.disbursementFee > 0 &&
      t('offers.representative.fee.disbursement', { amount: hufInText(example.disbursementFee) }),
    example.monthlyFee > 0 &&
      t('offers.representative.fee.monthly', { amount: hufInText(example.monthlyFee) }),
  ].filter((fee): fee is string => typeof fee === 'string');
  return fees.length > 0
    ? t('offers.representative.fees', { fees: fees.join(', ') })
    : t('offers.representative.fees.none');
}

/**
 * The representative example credit advertising must carry (Fhtv. 4. §, CCD2 art. 8): the
 * warning first, then the rate and whether it is fixed, the THM, the fees by name and the
 * totals, in a calm box.
 */
export function RepresentativeExample({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const preview = useQuery(offerPreviewQuery(productId));
  if (preview.isError) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="representative-title"
      className={classes.representative}
      p="lg"
    >
      <Title order={2} id="representative-title" className={classes.sectionTitleSmall}>
        {t('offers.representative.title')}
      </Title>
      {preview.isPending ? (
        <Skeleton height={64} mt="sm" />
      ) : (
        <>
          <Text fw={700} mt="xs" className={classes.borrowingWarning}>
            <IconAlertTriangle size={18} aria-hidden className={classes.borrowingWarningIcon} />
            {t('offers.representative.warning')}
          </Text>
          <Text size="sm" mt="xs" c="gray.8">
            {[
              t('offers.representative.summary', {
                product: preview.data.product.name,
                amount: hufInText(preview.data.representativeExample.amount),
                months: preview.data.representativeExample.months,
                rate: keepTogether(formatAnnualRate(preview.data.representativeExample.annualRatePercent)),
                rateType: t(`offers.representative.rateType.${preview.data.product.rateType}`),
                thm: keepTogether(formatThm(preview.data.representativeExample.thm)),
              }),
              feesText(preview.data, t),
              t('offers.representative.totals', {
                totalCost: hufInText(preview.data.representativeExample.totalCost),
                total: hufInText(preview.data.representativeExample.totalRepayable),
                payment: hufInText(preview.data.representativeExample.monthlyPayment),
              }),
              t('offers.representative.thmNote'),
            ].join(' ')}
          </Text>
        </>
      )}
    </Paper>
  );
}
