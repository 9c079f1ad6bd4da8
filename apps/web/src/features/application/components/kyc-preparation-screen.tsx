import type { LoanApplication, ScoringDecisionResponse } from '@hitelkapu/domain/contracts/application';
import { Button, Card, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconId, IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { scoringDecisionQuery } from '../api/application.ts';
import classes from './application.module.css';
import { CloseApplication } from './close-application.tsx';
import { DecisionReasons } from './decision-reasons.tsx';
import type { MovePosition } from './flow-screen.tsx';
import {
  FailureAlert,
  type HumanReviewComponent,
  ScreenHeader,
  useMoveWithFeedback,
} from './screen-parts.tsx';

/**
 * KYC_PREPARATION, after an APPROVED or MANUAL decision: what was decided (with the reasons a
 * person looks at the case), the steps until the final decision, and how to prepare for the
 * online identity check that comes next.
 */
export function KycPreparationScreen({
  application,
  onMove,
  isMoving,
  HumanReview,
}: {
  application: LoanApplication;
  onMove: MovePosition;
  isMoving: boolean;
  HumanReview: HumanReviewComponent;
}) {
  const { t } = useTranslation();
  const scoring = useQuery(scoringDecisionQuery(application.id));
  const { move, failure } = useMoveWithFeedback(onMove);

  if (scoring.isError)
    return (
      <LoadFailure
        title={t('application.decision.loadError')}
        error={scoring.error}
        onRetry={() => void scoring.refetch()}
      />
    );
  if (scoring.isPending) return <DecisionSkeleton />;
  const proceed = () => move('KYC_CHOOSE', 0);

  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="kyc-preparation-title" className={classes.card}>
        <Stack gap="lg">
          <DecisionSummary scoring={scoring.data} />
          {overturned(scoring.data) && <HumanReview applicationId={application.id} readOnly />}
          <section aria-labelledby="kyc-next-steps-title">
            <Title order={3} size="h4" id="kyc-next-steps-title" mb={8}>
              {t('application.kycPreparation.stepsTitle')}
            </Title>
            <ol className={classes.bulletList}>
              <li>{t('application.kycPreparation.stepIdentity')}</li>
              <li>{t('application.kycPreparation.stepContract')}</li>
              <li>{t('application.kycPreparation.stepFinal')}</li>
            </ol>
          </section>
          <IdentityCheckPreparation />
          <FailureAlert message={failure} />
          <div className={classes.actions}>
            <span />
            <Button
              onClick={() => void proceed()}
              loading={isMoving}
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t('application.kycPreparation.continue')}
            </Button>
          </div>
        </Stack>
      </Card>
      <div>
        <CloseApplication applicationId={application.id} />
      </div>
    </Stack>
  );
}

/** An automated refusal a person changed on the customer's request: the journey goes on. */
function overturned(scoring: ScoringDecisionResponse | null): boolean {
  return scoring?.decision === 'REJECT' || scoring?.decision === 'DISALLOWED';
}

function DecisionSummary({ scoring }: { scoring: ScoringDecisionResponse | null }) {
  const { t } = useTranslation();
  if (overturned(scoring))
    return (
      <ScreenHeader
        icon={<IconUserSearch size={28} aria-hidden />}
        color="green"
        title={t('application.reviewChanged.title')}
        titleId="kyc-preparation-title"
      >
        <Text>{t('application.reviewChanged.lead')}</Text>
      </ScreenHeader>
    );
  if (scoring?.decision === 'MANUAL')
    return (
      <ScreenHeader
        icon={<IconUserSearch size={28} aria-hidden />}
        title={t('application.manual.title')}
        titleId="kyc-preparation-title"
      >
        <Text id="kyc-manual-reasons">{t('application.manual.lead')}</Text>
        <DecisionReasons reasons={scoring.reasons} labelId="kyc-manual-reasons" />
        <Text>{t('application.manual.meanwhile')}</Text>
      </ScreenHeader>
    );
  if (scoring === null)
    // Not scored yet by what the server says (a decision is always stored with the move here).
    return (
      <Title order={2} id="kyc-preparation-title">
        {t('application.position.KYC_PREPARATION')}
      </Title>
    );
  return (
    <ScreenHeader
      icon={<IconCircleCheck size={28} aria-hidden />}
      color="green"
      title={t('application.approved.title')}
      titleId="kyc-preparation-title"
    >
      <Text>{t('application.approved.lead')}</Text>
    </ScreenHeader>
  );
}

/** What the online identity check will ask for, so the customer can get ready. */
function IdentityCheckPreparation() {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="kyc-prepare-title"
      withBorder
      radius="md"
      p="md"
      className={classes.prepareBox}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="kyc-prepare-title">
          <IconId size={22} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 8 }} />
          {t('application.kycPreparation.prepareTitle')}
        </Title>
        <Text>{t('application.kycPreparation.prepareLead')}</Text>
        <ul className={classes.bulletList}>
          <li>{t('application.kycPreparation.needIdCard')}</li>
          <li>{t('application.kycPreparation.needDevice')}</li>
          <li>{t('application.kycPreparation.needLight')}</li>
          <li>{t('application.kycPreparation.needTime')}</li>
        </ul>
        <Text size="sm" c="gray.7">
          {t('application.kycPreparation.why')}
        </Text>
      </Stack>
    </Paper>
  );
}

export function DecisionSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className={classes.card} role="status" aria-label={t('common.loading')}>
      <Stack gap="md">
        <Skeleton height={48} width={48} circle />
        <Skeleton height={28} width="70%" />
        <Skeleton height={18} />
        <Skeleton height={18} width="85%" />
        <Skeleton height={96} />
      </Stack>
    </Card>
  );
}
