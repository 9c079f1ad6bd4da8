import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import type { ApplicationResult } from '@hitelkapu/domain/contracts/signing';
import { formatDateTime, formatLongDate } from '@hitelkapu/domain/format/date';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Alert, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconReceipt } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { myLoanApplicationQuery } from '../api/application.ts';
import { applicationResultQuery, useWithdraw } from '../api/journey.ts';
import classes from './application.module.css';
import type { WithdrawalLanding } from './applications-list-page.tsx';
import { ContractDocuments } from './contract-documents.tsx';
import { DealerReturnLink } from './dealer-return-link.tsx';
import { DecisionSkeleton } from './kyc-preparation-screen.tsx';
import { QuoteFiguresBox, ScreenHeader } from './screen-parts.tsx';

/** An approved result: automatically or by a person. */
export function isApproval(result: string | null): boolean {
  return result === 'APPROVED' || result === 'MANUALLY_APPROVED';
}

/**
 * RESULT after approval: the loan is granted. The figures, what happens next, the signed
 * documents and the 14-day right to withdraw from the contract (Fhtv. 20. §).
 */
export function ApprovedResultScreen({ application }: { application: LoanApplication }) {
  const { t } = useTranslation();
  const result = useQuery(applicationResultQuery(application.id));
  // A leasing is not paid out to the customer: the dealer is paid and the vehicle handed over.
  const leasing = application.leasing ?? null;
  const words = leasing ? 'application.result.leasing' : 'application.result';

  if (result.isError)
    return (
      <LoadFailure
        title={t('application.decision.loadError')}
        error={result.error}
        onRetry={() => void result.refetch()}
      />
    );
  if (result.isPending) return <DecisionSkeleton />;

  return (
    <Card component="section" aria-labelledby="approved-title" className={classes.card}>
      <Stack gap="lg">
        <ScreenHeader
          icon={<IconCircleCheck size={28} aria-hidden />}
          color="green"
          title={t(`${words}.approvedTitle`)}
          titleId="approved-title"
        >
          <Text>{t(`${words}.approvedLead`)}</Text>
          {result.data?.decidedBy === 'STAFF' &&
            result.data.reasons.map((code) => (
              <Text key={code}>{t('application.result.staffReason', { reason: t(`reason.${code}`) })}</Text>
            ))}
        </ScreenHeader>

        <QuoteFiguresBox
          quote={application.quote}
          caption={t(`${words}.figures`)}
          captionId="approved-figures"
        />
        {leasing && (
          <Text size="sm">
            {t('application.result.leasing.terms', {
              vehicle: leasing.vehicle.description ?? '',
              downPayment: formatHuf(leasing.downPayment),
              residualValue: formatHuf(leasing.residualValue),
            })}
          </Text>
        )}

        <section aria-labelledby="approved-next">
          <Title order={3} size="h4" id="approved-next" mb={8}>
            {t('application.result.nextTitle')}
          </Title>
          <ul className={classes.bulletList}>
            <li>{t(`${words}.nextPayout`)}</li>
            <li>{t(`${words}.nextFirstPayment`)}</li>
            <li>{t('application.result.nextDocuments')}</li>
          </ul>
        </section>

        <section aria-labelledby="approved-documents">
          <Title order={3} size="h4" id="approved-documents" mb={8}>
            {t('application.result.documents')}
          </Title>
          <ContractDocuments applicationId={application.id} />
        </section>

        {result.data && (
          <Withdrawal applicationId={application.id} result={result.data} leasing={leasing !== null} />
        )}

        <DealerReturnLink url={result.data?.dealerRedirectUrl} />
      </Stack>
    </Card>
  );
}

/**
 * "Elállás a szerződéstől": clearly labelled, open until the deadline, with a confirmation
 * step; the receipt goes by email and is shown here.
 */
export function Withdrawal({
  applicationId,
  result,
  leasing,
  tokens,
}: {
  applicationId: string;
  result: ApplicationResult;
  leasing: boolean;
  /** The consequences' wording when the credit is of another kind (a shop's linked credit). */
  tokens?: string;
}) {
  const { t } = useTranslation();
  const words = tokens ?? (leasing ? 'application.withdrawal.leasing' : 'application.withdrawal');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, dialog] = useDisclosure(false);
  const [confirmed, setConfirmed] = useState(false);
  const withdraw = useWithdraw(applicationId);
  const deadline = result.withdrawableUntil;
  const open = deadline !== null && result.withdrawnAt === null && new Date(deadline).getTime() > Date.now();

  // Away first: the withdrawn application is closed, so there is no open one to show here. The
  // applications list shows it with its documents and the receipt, under a banner that says so.
  const leave = async () => {
    dialog.close();
    const landing: WithdrawalLanding = {
      withdrawal: {
        applicationId,
        withdrawnAt: withdraw.data?.result.withdrawnAt ?? new Date().toISOString(),
      },
    };
    await navigate('/user/applications', { replace: true, state: landing });
    // Asked again only when /application is opened next, which then finds none and moves on.
    await queryClient.invalidateQueries({ queryKey: myLoanApplicationQuery().queryKey, refetchType: 'none' });
  };

  if (!deadline) return null;
  return (
    <section aria-labelledby="withdrawal-title" className={classes.withdrawalBox}>
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4" id="withdrawal-title">
          {t('application.withdrawal.title')}
        </Title>
        {result.withdrawnAt ? (
          <Text size="sm">
            {t('application.withdrawal.withdrawn', { time: formatDateTime(result.withdrawnAt) })}
          </Text>
        ) : open ? (
          <>
            <Text size="sm">{t('application.withdrawal.lead', { date: formatLongDate(deadline) })}</Text>
            <Button variant="outline" color="red.8" onClick={dialog.open} aria-haspopup="dialog">
              {t('application.withdrawal.open')}
            </Button>
          </>
        ) : (
          <Text size="sm">{t('application.withdrawal.closed', { date: formatLongDate(deadline) })}</Text>
        )}
      </Stack>
      <Dialog
        opened={opened}
        onClose={() => (withdraw.isSuccess ? void leave() : dialog.close())}
        title={
          withdraw.isSuccess ? t('application.withdrawal.doneTitle') : t('application.withdrawal.dialogTitle')
        }
      >
        {withdraw.isSuccess ? (
          <Stack gap="md" role="status">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconReceipt size={28} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm">
                {t('application.withdrawal.done', {
                  time: formatDateTime(withdraw.data.result.withdrawnAt ?? new Date()),
                })}
              </Text>
            </Group>
            <Group justify="flex-end">
              <Button onClick={() => void leave()}>{t('application.withdrawal.toList')}</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm">{t(`${words}.consequences`)}</Text>
            <Checkbox
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
              label={t(`${words}.confirmLabel`)}
              description={t('application.withdrawal.confirmRequired')}
            />
            {withdraw.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(withdraw.error, t)}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={dialog.close} disabled={withdraw.isPending}>
                {t('application.withdrawal.keep')}
              </Button>
              {/* Only a deliberate tick makes the withdrawal possible; the hint under the box says so. */}
              <Button
                color="red.8"
                loading={withdraw.isPending}
                disabled={!confirmed}
                onClick={() => withdraw.mutate()}
              >
                {t('application.withdrawal.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Dialog>
    </section>
  );
}
