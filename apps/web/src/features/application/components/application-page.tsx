import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import type { FieldErrors } from '@hitelkapu/domain/contracts/error';
import { todayIso } from '@hitelkapu/domain/format/date';
import { firstIncompleteStep } from '@hitelkapu/domain/rules/flow';
import type { ApplicationFlowPosition } from '@hitelkapu/domain/status/application';
import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { baseDataQuery, flowQuery, myLoanApplicationQuery, useUpdatePosition } from '../api/application.ts';
import { useAnswers } from '../use-answers.ts';
import classes from './application.module.css';
import { ApprovedResultScreen, isApproval } from './approved-result-screen.tsx';
import { ContractCheckScreen } from './contract-check-screen.tsx';
import { FlowScreen } from './flow-screen.tsx';
import { KycChooseScreen, KycWaitingScreen } from './identity-screens.tsx';
import { IntroScreen } from './intro-screen.tsx';
import { KycPreparationScreen } from './kyc-preparation-screen.tsx';
import { OverviewScreen } from './overview-screen.tsx';
import type { PhoneSetupComponent } from './phone-needed-notice.tsx';
import { PositionPanel } from './position-panel.tsx';
import { OfflineResultScreen, PurchaseResultScreen } from './purchase-result-screen.tsx';
import { isRefusal, RefusedResultScreen } from './result-screen.tsx';
import { OfflineReviewScreen, UnderReviewScreen } from './review-screens.tsx';
import type { HumanReviewComponent } from './screen-parts.tsx';
import { isSignatureExpired, SignatureExpiredScreen } from './signature-expired-screen.tsx';
import { SignChooseScreen, SignPreparationScreen, SignWaitingScreen } from './signing-screens.tsx';

/** A button opening the call-back form (a person's review); the route page passes it in. */
export type CallMeBackComponent = ComponentType<{ label: string }>;

/**
 * `/application`: the open loan application at exactly the position and step the server keeps
 * (a login on another device resumes there). The address stays /application throughout.
 */
export function ApplicationPage({
  CallMeBack,
  PhoneSetup,
  HumanReview,
}: {
  CallMeBack: CallMeBackComponent;
  PhoneSetup: PhoneSetupComponent;
  HumanReview: HumanReviewComponent;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const application = useQuery(myLoanApplicationQuery());

  // No open application: the offers are where one starts. A cached "none" from before an
  // offer was chosen does not count until the server has been asked again.
  const missing = application.isSuccess && application.data === null && !application.isFetching;
  useEffect(() => {
    if (missing) void navigate('/offers', { replace: true });
  }, [missing, navigate]);

  return (
    <Stack gap="lg" className={classes.page}>
      <Title order={1} className={classes.pageTitle}>
        {t('application.title')}
      </Title>
      {application.isError ? (
        <LoadFailure
          title={t('application.loadError')}
          error={application.error}
          onRetry={() => void application.refetch()}
        />
      ) : application.data ? (
        <ApplicationScreen
          key={application.data.id}
          application={application.data}
          reload={async () => (await application.refetch()).data ?? null}
          isReloading={application.isRefetching}
          CallMeBack={CallMeBack}
          PhoneSetup={PhoneSetup}
          HumanReview={HumanReview}
        />
      ) : (
        <PageSkeleton />
      )}
    </Stack>
  );
}

function ApplicationScreen({
  application,
  reload,
  isReloading,
  CallMeBack,
  PhoneSetup,
  HumanReview,
}: {
  application: LoanApplication;
  reload: () => Promise<LoanApplication | null>;
  isReloading: boolean;
  CallMeBack: CallMeBackComponent;
  PhoneSetup: PhoneSetupComponent;
  HumanReview: HumanReviewComponent;
}) {
  const { t } = useTranslation();
  const flow = useQuery(flowQuery(application.id));
  const baseData = useQuery(baseDataQuery(application.id));
  const state = useAnswers(application, flow.data);
  const update = useUpdatePosition(application.id);
  const [moveSeq, setMoveSeq] = useState(0);
  // Finish found steps to complete: the step it sent the customer back to says so.
  const [incompleteNotice, setIncompleteNotice] = useState(false);

  const onMove = async (flowPosition: ApplicationFlowPosition, currentFlowIndex: number) => {
    await update.mutateAsync({ flowPosition, currentFlowIndex });
    setIncompleteNotice(false);
    setMoveSeq((seq) => seq + 1);
  };
  const onIncomplete = async (fieldErrors: FieldErrors) => {
    if (!flow.data) return;
    const steps = flow.data.steps;
    state.addServerErrors(fieldErrors);
    // The engine's first incomplete step; when it finds none the server knows better, so the
    // step of the first question it named.
    const stepOfError = steps.findIndex((step) =>
      step.questions.some((question) => question.identifier in fieldErrors),
    );
    const index = firstIncompleteStep(flow.data, state.answers, todayIso()) ?? Math.max(stepOfError, 0);
    await onMove('FLOW', index);
    setIncompleteNotice(true);
  };
  const onReload = async () => {
    const fresh = await reload();
    if (fresh) state.reset(fresh);
  };

  if (flow.isError)
    return (
      <LoadFailure
        title={t('application.loadError')}
        error={flow.error}
        onRetry={() => void flow.refetch()}
      />
    );
  if (!flow.data) return <PageSkeleton />;
  const baseValues = baseData.data?.values;
  const common = { application, flow: flow.data, baseValues, onMove, isMoving: update.isPending, moveSeq };

  if (isSignatureExpired(application)) return <SignatureExpiredScreen application={application} />;

  switch (application.currentPosition) {
    case 'INTRO':
      return <IntroScreen {...common} PhoneSetup={PhoneSetup} />;
    case 'FLOW':
      return (
        <FlowScreen
          {...common}
          state={state}
          onReload={onReload}
          isReloading={isReloading}
          notice={incompleteNotice ? t('application.finish.incomplete') : null}
        />
      );
    case 'OVERVIEW':
      return <OverviewScreen {...common} answers={state.answers} onIncomplete={onIncomplete} />;
    case 'KYC_PREPARATION':
      return <KycPreparationScreen {...common} HumanReview={HumanReview} />;
    case 'KYC_CHOOSE':
      return <KycChooseScreen {...common} />;
    case 'KYC_WAITING':
      return <KycWaitingScreen application={application} />;
    case 'CONTRACT_CHECK':
      return <ContractCheckScreen {...common} />;
    case 'SIGN_PREPARATION':
      return <SignPreparationScreen {...common} PhoneSetup={PhoneSetup} />;
    case 'SIGN_CHOOSE':
      return <SignChooseScreen {...common} PhoneSetup={PhoneSetup} />;
    case 'SIGN_WAITING':
      return <SignWaitingScreen application={application} />;
    case 'UNDER_REVIEW':
      return <UnderReviewScreen application={application} />;
    case 'OFFLINE_UNDER_REVIEW':
      return <OfflineReviewScreen CallMeBack={CallMeBack} />;
    case 'RESULT':
      if (isRefusal(application.currentStatusResult))
        return <RefusedResultScreen application={application} HumanReview={HumanReview} />;
      if (isApproval(application.currentStatusResult))
        return <ApprovedResultScreen application={application} />;
      return <PositionPanel position={application.currentPosition} />;
    case 'PURCHASE_RESULT':
      return <PurchaseResultScreen application={application} HumanReview={HumanReview} />;
    case 'OFFLINE_RESULT':
      return <OfflineResultScreen application={application} HumanReview={HumanReview} />;
    default:
      return <PositionPanel position={application.currentPosition} />;
  }
}

function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-label={t('common.loading')}>
      <Skeleton height={56} radius="md" />
      <Card>
        <Stack gap="md">
          <Skeleton height={28} width="60%" />
          <Skeleton height={48} />
          <Skeleton height={48} />
          <Skeleton height={96} />
        </Stack>
      </Card>
    </Stack>
  );
}
