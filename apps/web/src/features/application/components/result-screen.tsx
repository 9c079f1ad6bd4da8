import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { applicationResultQuery } from '../api/journey.ts';
import classes from './application.module.css';
import { DealerReturnLink } from './dealer-return-link.tsx';
import { DecisionReasons, shownReasons } from './decision-reasons.tsx';
import { DecisionSkeleton } from './kyc-preparation-screen.tsx';
import type { HumanReviewComponent } from './screen-parts.tsx';

/** A refusal: REJECT (the rules said no), DISALLOWED (a knock-out) or a person's MANUALLY_REJECTED. */
export function isRefusal(result: string | null): boolean {
  return result === 'REJECT' || result === 'DISALLOWED' || result === 'MANUALLY_REJECTED';
}

/**
 * RESULT after an automated refusal: the main reasons in plain Hungarian, what the customer
 * can do, a person's review on request (EU 2023/2225 art. 18) and a new assessment.
 */
export function RefusedResultScreen({
  application,
  HumanReview,
}: {
  application: LoanApplication;
  HumanReview: HumanReviewComponent;
}) {
  const { t } = useTranslation();
  const result = useQuery(applicationResultQuery(application.id));

  if (result.isError)
    return (
      <LoadFailure
        title={t('application.decision.loadError')}
        error={result.error}
        onRetry={() => void result.refetch()}
      />
    );
  if (result.isPending) return <DecisionSkeleton />;
  const reasons = result.data?.reasons ?? [];
  const automated = result.data?.decidedBy !== 'STAFF';

  return (
    <Card component="section" aria-labelledby="result-title" className={classes.card}>
      <Stack gap="lg">
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" color="brand">
            <IconInfoCircle size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} id="result-title">
            {t('application.refused.title')}
          </Title>
          {shownReasons(reasons).length > 0 ? (
            <>
              <Text id="result-reasons">{t('application.refused.lead')}</Text>
              <DecisionReasons reasons={reasons} labelId="result-reasons" />
            </>
          ) : (
            <Text>{t('application.refused.leadNoReasons')}</Text>
          )}
        </Stack>

        <section aria-labelledby="result-options-title">
          <Title order={3} size="h4" id="result-options-title" mb={8}>
            {t('application.refused.optionsTitle')}
          </Title>
          <ul className={classes.bulletList}>
            <li>{t('application.refused.optionReview')}</li>
            <li>{t('application.refused.optionAssessment')}</li>
            <li>{t('application.refused.optionLater')}</li>
          </ul>
        </section>

        {automated && (
          <Alert
            role="note"
            color="gray"
            variant="light"
            icon={<IconInfoCircle size={20} aria-hidden />}
            title={t('application.refused.automatedTitle')}
          >
            {t('application.refused.automatedText')}
          </Alert>
        )}

        <HumanReview applicationId={application.id} readOnly={!automated} />

        <Group gap="sm">
          <Button component={Link} to="/preliminary-assessment" variant="default">
            {t('application.refused.newAssessment')}
          </Button>
          <DealerReturnLink url={result.data?.dealerRedirectUrl} />
        </Group>
      </Stack>
    </Card>
  );
}
