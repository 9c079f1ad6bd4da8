import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { formatDateTime } from '@hitelkapu/domain/format/date';
import { Card, Stack, Text, Title } from '@mantine/core';
import { IconMessageReport, IconUserSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { myLoanApplicationQuery } from '../api/application.ts';
import { evaluateScoring } from '../api/journey.ts';
import classes from './application.module.css';
import { ContractDocuments } from './contract-documents.tsx';
import { ScreenHeader } from './screen-parts.tsx';

/**
 * UNDER_REVIEW: signed; the lender decides. An approved application is decided at once (the
 * screen asks the server to apply a decision that is due); otherwise a person reviews it and
 * the screen follows the result when it comes.
 */
export function UnderReviewScreen({ application }: { application: LoanApplication }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useQuery({ ...myLoanApplicationQuery(), refetchInterval: 30_000 });
  useEffect(() => {
    let live = true;
    evaluateScoring(application.id)
      .then((fresh) => {
        if (live && fresh.currentPosition !== 'UNDER_REVIEW')
          queryClient.setQueryData(myLoanApplicationQuery().queryKey, fresh);
      })
      // Nothing due, or the server is busy: the regular refresh follows the decision anyway.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [application.id, queryClient]);

  return (
    <Card component="section" aria-labelledby="under-review-title" className={classes.card}>
      <Stack gap="lg">
        <ScreenHeader
          icon={<IconUserSearch size={28} aria-hidden />}
          title={t('application.underReview.title')}
          titleId="under-review-title"
        >
          {application.signedAt && (
            <Text>{t('application.underReview.signed', { time: formatDateTime(application.signedAt) })}</Text>
          )}
          <Text>{t('application.underReview.lead')}</Text>
        </ScreenHeader>
        <section aria-labelledby="under-review-documents">
          <Title order={3} size="h4" id="under-review-documents" mb={8}>
            {t('application.underReview.documents')}
          </Title>
          <ContractDocuments applicationId={application.id} />
        </section>
      </Stack>
    </Card>
  );
}

/** OFFLINE_UNDER_REVIEW: the customer reported an error in the documents; a person checks them. */
export function OfflineReviewScreen({ CallMeBack }: { CallMeBack: ComponentType<{ label: string }> }) {
  const { t } = useTranslation();
  useQuery({ ...myLoanApplicationQuery(), refetchInterval: 60_000 });
  return (
    <Card component="section" aria-labelledby="offline-review-title" className={classes.card}>
      <Stack gap="lg" align="flex-start">
        <ScreenHeader
          icon={<IconMessageReport size={28} aria-hidden />}
          title={t('application.offlineReview.title')}
          titleId="offline-review-title"
        >
          <Text>{t('application.offlineReview.lead')}</Text>
          <Text>{t('application.offlineReview.next')}</Text>
        </ScreenHeader>
        <CallMeBack label={t('application.offlineReview.callMe')} />
      </Stack>
    </Card>
  );
}
