import type { ApplicationResult } from '@hitelkapu/domain/contracts/signing';
import { formatDateTime, formatLongDate } from '@hitelkapu/domain/format/date';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconReceipt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { myLoanApplicationQuery } from '../api/application.ts';
import { useWithdraw } from '../api/journey.ts';
import classes from './application.module.css';
import type { WithdrawalLanding } from './applications-list-page.tsx';

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
