import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { hufInText } from '../../../lib/format-text.ts';
import { filterSettingsQuery, myPreliminaryAssessmentQuery } from '../../../lib/preliminary-assessment.ts';
import type { HumanReviewComponent } from './eligible-offers.tsx';
import classes from './offers.module.css';
import { OffersResult } from './offers-result.tsx';
import { OffersSkeleton } from './offers-skeleton.tsx';

export type { HumanReviewComponent } from './eligible-offers.tsx';

export interface OffersScreenProps {
  /** The call-back button (the call-me-back feature). */
  CallMeBack: ComponentType<{ label: string }>;
  HumanReview: HumanReviewComponent;
}

/** `/offers`: the latest preliminary assessment's offers, or why there are none. */
export function OffersScreen({ CallMeBack, HumanReview }: OffersScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const assessment = useQuery(myPreliminaryAssessmentQuery());
  const settings = useQuery(filterSettingsQuery());

  // No assessment yet: the wizard is where offers come from.
  const missing = assessment.isSuccess && assessment.data === null;
  useEffect(() => {
    if (missing) void navigate('/preliminary-assessment', { replace: true });
  }, [missing, navigate]);

  const failed = [assessment, settings].find((query) => query.isError);

  return (
    <Stack gap="lg" className={classes.page}>
      <div>
        <Title order={1} className={classes.pageTitle}>
          {t('offers.title')}
        </Title>
        {assessment.data && (
          <Text c="gray.7" mt={4}>
            {t('offers.lead', {
              amount: hufInText(assessment.data.amount),
              months: assessment.data.duration,
            })}
          </Text>
        )}
      </div>
      {failed ? (
        <LoadFailure
          title={t('offers.loadError')}
          error={failed.error}
          onRetry={() => void failed.refetch()}
        />
      ) : assessment.data && settings.data ? (
        <OffersResult
          assessment={assessment.data}
          settings={settings.data}
          CallMeBack={CallMeBack}
          HumanReview={HumanReview}
        />
      ) : (
        <OffersSkeleton />
      )}
    </Stack>
  );
}
