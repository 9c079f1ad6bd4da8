import { annuityInstalment } from '@hitelkapu/domain/finance/annuity';
import { isWithinProductRange, rateBandFor } from '@hitelkapu/domain/finance/offer-quote';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { defaultProductQuery } from '../api/preliminary-assessment.ts';
import classes from './preliminary-assessment.module.css';

/**
 * "Becsült havi törlesztőrészlet": the default product's annuity for the chosen amount and
 * term plus its monthly fee, computed by the same engine that makes the offers. Outside the
 * product's range there is no figure, only the hint.
 */
export function InstalmentEstimate({
  productId,
  amount,
  duration,
}: {
  productId: number;
  amount: number | null;
  duration: number | null;
}) {
  const { t } = useTranslation();
  const product = useQuery(defaultProductQuery(productId));

  let estimate: number | null = null;
  if (product.data && amount !== null && duration !== null && duration > 0) {
    const band = rateBandFor(product.data, amount, duration);
    if (band && isWithinProductRange(product.data, amount, duration))
      estimate = annuityInstalment(amount, band.annualRatePercent, duration) + product.data.monthlyFee;
  }

  return (
    <Paper className={classes.estimate} radius="md" p="lg">
      <Stack gap={4}>
        <Text fw={600} size="sm" c="brand.8">
          {t('prelim.estimate.label')}
        </Text>
        {product.isPending ? (
          <Skeleton height={36} width={180} />
        ) : (
          <div aria-live="polite" aria-atomic="true">
            {estimate !== null ? (
              <Text className={classes.estimateFigure}>{formatHuf(estimate)}</Text>
            ) : (
              <Text size="sm" c="gray.8">
                {t('prelim.estimate.unavailable')}
              </Text>
            )}
          </div>
        )}
        <Text size="sm" c="gray.7">
          {product.data
            ? t('prelim.estimate.note', { product: product.data.name })
            : t('prelim.estimate.noteGeneric')}
        </Text>
      </Stack>
    </Paper>
  );
}
