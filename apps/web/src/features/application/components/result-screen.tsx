import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { scoringDecisionQuery } from '../api/application.ts';
import classes from './application.module.css';
import { DecisionReasons, shownReasons } from './decision-reasons.tsx';
import { DecisionSkeleton } from './kyc-preparation-screen.tsx';

/** An automated refusal: REJECT (the rules said no) or DISALLOWED (a knock-out). */
export function isRefusal(result: string | null): boolean {
  return result === 'REJECT' || result === 'DISALLOWED';
}

/**
 * RESULT after an automated refusal: the main reasons in plain Hungarian, what the customer
 * can do, a person's review on request (EU 2023/2225 art. 18) and a new assessment.
 */
export function RefusedResultScreen({
  application,
  CallMeBack,
}: {
  application: LoanApplication;
  CallMeBack: ComponentType<{ label: string }>;
}) {
  const { t } = useTranslation();
  const scoring = useQuery(scoringDecisionQuery(application.id));

  if (scoring.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={t('application.decision.loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(scoring.error, t)}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void scoring.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (scoring.isPending) return <DecisionSkeleton />;
  const reasons = scoring.data?.reasons ?? [];

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

        <Alert
          role="note"
          color="gray"
          variant="light"
          icon={<IconInfoCircle size={20} aria-hidden />}
          title={t('application.refused.automatedTitle')}
        >
          {t('application.refused.automatedText')}
        </Alert>

        <Group gap="sm">
          <CallMeBack label={t('application.refused.review')} />
          <Button component={Link} to="/preliminary-assessment" variant="default">
            {t('application.refused.newAssessment')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
