import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import type { ApplicationResult } from '@hitelkapu/domain/contracts/signing';
import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { applicationResultQuery } from '../api/journey.ts';
import classes from './application.module.css';
import { ContractDocuments } from './contract-documents.tsx';
import { DealerReturnLink } from './dealer-return-link.tsx';
import { DecisionReasons, shownReasons } from './decision-reasons.tsx';
import { DecisionSkeleton } from './kyc-preparation-screen.tsx';
import { type HumanReviewComponent, QuoteFiguresBox, ScreenHeader } from './screen-parts.tsx';
import { Withdrawal } from './withdrawal.tsx';

/**
 * The parts every decision screen shares (a loan's RESULT, a shop's PURCHASE_RESULT, a
 * checked contract's OFFLINE_RESULT): the decision loaded once, then an approval or a refusal
 * laid out the same way, with each screen's own wording passed in as translation keys.
 */

/** The decision's details once loaded: a retry when they could not be, a skeleton meanwhile. */
export function DecisionResult({
  applicationId,
  children,
}: {
  applicationId: string;
  children: (result: ApplicationResult | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const result = useQuery(applicationResultQuery(applicationId));

  if (result.isError)
    return (
      <LoadFailure
        title={t('application.decision.loadError')}
        error={result.error}
        onRetry={() => void result.refetch()}
      />
    );
  if (result.isPending) return <DecisionSkeleton />;
  return children(result.data);
}

/** No person made the decision: only then may the customer ask a person to review it. */
export function isAutomatedDecision(result: ApplicationResult | null): boolean {
  return result?.decidedBy !== 'STAFF';
}

/**
 * An approval: the figures, what the credit is for, what happens next, the signed documents,
 * the 14-day withdrawal and the way back to where the customer came from.
 */
export function ApprovedDecisionCard({
  application,
  result,
  idPrefix,
  titleKey,
  leadKey,
  figuresKey,
  terms,
  nextSteps,
  withdrawalTokens,
  returnLink,
}: {
  application: LoanApplication;
  result: ApplicationResult | null;
  /** Prefix of the ids the headings are labelled by. */
  idPrefix: string;
  titleKey: string;
  leadKey: string;
  figuresKey: string;
  /** What the credit pays for, under the figures. */
  terms?: ReactNode;
  /** Translation keys of the next steps, in order. */
  nextSteps: string[];
  /** The withdrawal's wording when the credit is of another kind (a shop's linked credit). */
  withdrawalTokens?: string;
  returnLink: ReactNode;
}) {
  const { t } = useTranslation();

  return (
    <Card component="section" aria-labelledby={`${idPrefix}-title`} className={classes.card}>
      <Stack gap="lg">
        <ScreenHeader
          icon={<IconCircleCheck size={28} aria-hidden />}
          color="green"
          title={t(titleKey)}
          titleId={`${idPrefix}-title`}
        >
          <Text>{t(leadKey)}</Text>
          {result?.decidedBy === 'STAFF' &&
            result.reasons.map((code) => (
              <Text key={code}>{t('application.result.staffReason', { reason: t(`reason.${code}`) })}</Text>
            ))}
        </ScreenHeader>

        <QuoteFiguresBox
          quote={application.quote}
          caption={t(figuresKey)}
          captionId={`${idPrefix}-figures`}
        />
        {terms}

        <section aria-labelledby={`${idPrefix}-next`}>
          <Title order={3} size="h4" id={`${idPrefix}-next`} mb={8}>
            {t('application.result.nextTitle')}
          </Title>
          <ul className={classes.bulletList}>
            {nextSteps.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={`${idPrefix}-documents`}>
          <Title order={3} size="h4" id={`${idPrefix}-documents`} mb={8}>
            {t('application.result.documents')}
          </Title>
          <ContractDocuments applicationId={application.id} />
        </section>

        {result && (
          <Withdrawal
            applicationId={application.id}
            result={result}
            leasing={application.leasing != null}
            {...(withdrawalTokens ? { tokens: withdrawalTokens } : {})}
          />
        )}

        {returnLink}
      </Stack>
    </Card>
  );
}

/**
 * A refusal: the main reasons in plain Hungarian, what the customer can do, a person's review
 * of an automated decision on request (EU 2023/2225 art. 18) and the screen's own actions.
 */
export function RefusedDecisionCard({
  application,
  result,
  HumanReview,
  idPrefix,
  titleKey,
  leadKey,
  leadNoReasonsKey,
  options,
  actions,
}: {
  application: LoanApplication;
  result: ApplicationResult | null;
  HumanReview: HumanReviewComponent;
  /** Prefix of the ids the headings and the reasons are labelled by. */
  idPrefix: string;
  titleKey: string;
  leadKey: string;
  leadNoReasonsKey: string;
  /** Translation keys of what the customer can do, in order. */
  options: string[];
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const reasons = result?.reasons ?? [];
  const automated = isAutomatedDecision(result);

  return (
    <Card component="section" aria-labelledby={`${idPrefix}-title`} className={classes.card}>
      <Stack gap="lg">
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" color="brand">
            <IconInfoCircle size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} id={`${idPrefix}-title`}>
            {t(titleKey)}
          </Title>
          {shownReasons(reasons).length > 0 ? (
            <>
              <Text id={`${idPrefix}-reasons`}>{t(leadKey)}</Text>
              <DecisionReasons reasons={reasons} labelId={`${idPrefix}-reasons`} />
            </>
          ) : (
            <Text>{t(leadNoReasonsKey)}</Text>
          )}
        </Stack>

        <section aria-labelledby={`${idPrefix}-options`}>
          <Title order={3} size="h4" id={`${idPrefix}-options`} mb={8}>
            {t('application.refused.optionsTitle')}
          </Title>
          <ul className={classes.bulletList}>
            {options.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
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

        <Group gap="sm">{actions}</Group>
      </Stack>
    </Card>
  );
}

/** A refused loan's way on: a new preliminary assessment, and back to the dealer it came from. */
export function LoanRefusalActions({ result }: { result: ApplicationResult | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Button component={Link} to="/preliminary-assessment" variant="default">
        {t('application.refused.newAssessment')}
      </Button>
      <DealerReturnLink url={result?.dealerRedirectUrl} />
    </>
  );
}
