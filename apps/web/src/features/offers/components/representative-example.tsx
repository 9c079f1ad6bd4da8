import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hufInText } from '../../../lib/format-text.ts';
import { offerPreviewQuery } from '../api/offers.ts';
import { formatAnnualRate, formatThm } from './format-rate.ts';
import classes from './offers.module.css';

/** The representative example the law requires with an offer (Fhtv. 8. §), in a calm box. */
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
        <Skeleton height={48} mt="sm" />
      ) : (
        <Text size="sm" mt="xs" c="gray.8">
          {t('offers.representative.text', {
            product: preview.data.product.name,
            amount: hufInText(preview.data.representativeExample.amount),
            months: preview.data.representativeExample.months,
            rate: formatAnnualRate(preview.data.representativeExample.annualRatePercent),
            thm: formatThm(preview.data.representativeExample.thm),
            total: hufInText(preview.data.representativeExample.totalRepayable),
            payment: hufInText(preview.data.representativeExample.monthlyPayment),
          })}
        </Text>
      )}
    </Paper>
  );
}
