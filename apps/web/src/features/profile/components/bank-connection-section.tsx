import {
  BANK_SYNC_CONSENT_DAYS,
  BANK_SYNC_HISTORY_DAYS,
  type BankSync,
} from '@hitelkapu/domain/contracts/bank-sync';
import { formatLongDate } from '@hitelkapu/domain/format/date';
import { Alert, Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { customerBankSyncQuery, useRevokeBankSync } from '../../../lib/bank-sync.ts';
import { errorText } from '../../../lib/error-text.ts';

/**
 * The connections the profile shows: the account linked for the preliminary assessment or from
 * the loan application (the leasing prescore's are the dealer journey's).
 */
const PURPOSES = ['PRELIMINARY', 'APPLICATION'] as const;

/** Whether a sync still holds a consent at the bank (and so may be ended here). */
const isLive = (sync: BankSync) =>
  sync.status === 'IN_PROGRESS' || sync.status === 'SUCCEEDED' || sync.status === 'OVERRIDDEN';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** A linked (or linking) account: what it is, since and until when, what is kept of it. */
function LiveConnection({ sync, onRevoke }: { sync: BankSync; onRevoke: () => void }) {
  const { t } = useTranslation();
  const pending = sync.status === 'IN_PROGRESS';
  const expired = sync.consentExpiresAt !== null && new Date(sync.consentExpiresAt).getTime() < Date.now();
  const state = pending ? 'pending' : expired ? 'expired' : 'linked';
  const corrected = sync.manualSalary !== null || sync.manualLoanAmount !== null;
  return (
    <Stack gap="md">
      <Text fw={600}>{t(`profile.bankConnection.state.${state}`)}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t('profile.bankConnection.since')} value={formatLongDate(sync.createdAt)} />
        <Fact
          label={t('profile.bankConnection.until')}
          value={
            sync.consentExpiresAt
              ? t('profile.bankConnection.untilDate', { date: formatLongDate(sync.consentExpiresAt) })
              : t('profile.bankConnection.untilUnknown')
          }
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('profile.bankConnection.keptTitle')}
        </Title>
        {pending ? (
          <Text size="sm" c="gray.7">
            {t('profile.bankConnection.kept.nothingYet')}
          </Text>
        ) : (
          <List spacing="xs" size="sm" listStyleType="disc">
            <List.Item>
              {t('profile.bankConnection.kept.accounts', {
                history: BANK_SYNC_HISTORY_DAYS,
                days: BANK_SYNC_CONSENT_DAYS,
              })}
            </List.Item>
            <List.Item>{t('profile.bankConnection.kept.findings')}</List.Item>
            {corrected && <List.Item>{t('profile.bankConnection.kept.corrections')}</List.Item>}
          </List>
        )}
      </Stack>
      <Group>
        <Button
          variant="outline"
          // The darkest red: its text and border reach 4.5:1 on white (WCAG 1.4.3).
          color="red.9"
          leftSection={<IconPlugConnectedX size={18} aria-hidden />}
          onClick={onRevoke}
        >
          {t('profile.bankConnection.revoke')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks before ending the connection, says what ending it does, and shows why it failed. */
function RevokeDialog({
  opened,
  revoke,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  revoke: ReturnType<typeof useRevokeBankSync>;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('profile.bankConnection.dialog.title')}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text>{t('profile.bankConnection.dialog.lead')}</Text>
        <Text size="sm" c="gray.7">
          {t('profile.bankConnection.dialog.again')}
        </Text>
        {revoke.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(revoke.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={revoke.isPending} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" loading={revoke.isPending} onClick={onConfirm}>
            {t('profile.bankConnection.dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

/**
 * "Bankszámla-kapcsolat": the bank account linked for the assessment or the application (PSD2), since
 * when, until when the consent lasts and what is kept; ending it revokes the consent at the
 * bank and deletes the bank data, after a confirmation.
 */
export function BankConnectionSection() {
  const { t } = useTranslation();
  const lookups = useQueries({ queries: PURPOSES.map((purpose) => customerBankSyncQuery(purpose)) });
  const lookup = {
    isPending: lookups.some((query) => query.isPending),
    isError: lookups.some((query) => query.isError),
    isSuccess: lookups.every((query) => query.isSuccess),
    error: lookups.find((query) => query.isError)?.error ?? null,
    refetch: () => Promise.all(lookups.map((query) => query.refetch())),
  };
  // A live connection first, else the newest: the one the customer can act on.
  const sync =
    lookups
      .map((query) => query.data?.sync ?? null)
      .filter((found): found is BankSync => found !== null)
      .sort((a, b) => Number(isLive(b)) - Number(isLive(a)) || b.createdAt.localeCompare(a.createdAt))[0] ??
    null;
  const revoke = useRevokeBankSync(sync?.purpose === 'APPLICATION' ? 'APPLICATION' : 'PRELIMINARY');
  const [revoking, setRevoking] = useState(false);
  const [revokedNow, setRevokedNow] = useState(false);
  const result = useRef<HTMLDivElement>(null);

  // The button that opened the dialog is gone once the connection ends: focus goes to the result.
  useEffect(() => {
    if (revokedNow) result.current?.focus();
  }, [revokedNow]);

  return (
    <Card component="section" aria-labelledby="profile-bank-connection-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="profile-bank-connection-title">
            {t('profile.bankConnection.title')}
          </Title>
          <Text c="gray.7" mt={4}>
            {t('profile.bankConnection.lead')}
          </Text>
        </div>
        {lookup.isPending && (
          <Stack gap="xs" role="status" aria-label={t('common.loading')}>
            <Skeleton height={20} />
            <Skeleton height={60} />
          </Stack>
        )}
        {lookup.isError && (
          <LoadFailure
            title={t('profile.bankConnection.loadError')}
            error={lookup.error}
            onRetry={() => void lookup.refetch()}
          />
        )}
        {lookup.isSuccess && sync && isLive(sync) && (
          <LiveConnection sync={sync} onRevoke={() => setRevoking(true)} />
        )}
        {lookup.isSuccess && sync?.status === 'REVOKED' && (
          <Alert
            ref={result}
            tabIndex={-1}
            color={revokedNow ? 'green' : 'gray'}
            variant="light"
            role="status"
            title={revokedNow ? t('profile.bankConnection.revokedNow') : undefined}
          >
            {t('profile.bankConnection.revoked')}
          </Alert>
        )}
        {lookup.isSuccess && (!sync || sync.status === 'FAILED' || sync.status === 'CANCELLED') && (
          <Text>{t('profile.bankConnection.none')}</Text>
        )}
      </Stack>
      <RevokeDialog
        opened={revoking}
        revoke={revoke}
        onConfirm={() => {
          if (!sync) return;
          revoke.mutate(sync.id, {
            onSuccess: () => {
              setRevoking(false);
              setRevokedNow(true);
            },
          });
        }}
        onClose={() => {
          if (revoke.isPending) return;
          revoke.reset();
          setRevoking(false);
        }}
      />
    </Card>
  );
}
