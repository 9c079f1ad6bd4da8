import { Card, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './offers.module.css';

/** Three card outlines while the assessment or the offers' details load. */
export function OffersSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.cards} role="status" aria-label={t('common.loading')}>
      {[0, 1, 2].map((item) => (
        <Card key={item}>
          <Stack gap="md">
            <Skeleton height={20} width="50%" />
            <Skeleton height={28} width="80%" />
            <Skeleton height={40} />
            <Skeleton height={120} />
          </Stack>
        </Card>
      ))}
    </div>
  );
}
