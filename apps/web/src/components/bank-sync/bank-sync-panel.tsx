import {
  BANK_SYNC_CONSENT_DAYS,
  BANK_SYNC_HISTORY_DAYS,
  type BankSync,
  type BankSyncPurpose,
} from '@hitelkapu/domain/contracts/bank-sync';
import type { Psd2ProviderType } from '@hitelkapu/domain/status/assessment';
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Loader,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBuildingBank, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  bankListQuery,
  customerBankSyncQuery,
  useCancelGoCardlessBankSync,
  useContinueBankSync,
  useFailBankSync,
  useReportMistake,
  useStartBankSync,
} from '../../lib/bank-sync.ts';
import { errorText } from '../../lib/error-text.ts';
import { LoadFailure } from '../errors/load-failure.tsx';
import classes from './bank-sync.module.css';
import { IncomeFindings } from './income-findings.tsx';
import { readBankSyncReturn, withoutBankSyncReturn } from './return-params.ts';

/** While the bank has not answered yet, the portal asks again this often, this many times. */
const CHECK_EVERY_MS = 3_000;
const CHECKS_AFTER_RETURN = 20;

interface BankSyncPanelProps {
  purpose: BankSyncPurpose;
  /** Saves where the customer is, so the wizard opens here again when the bank sends them back. */
  beforeRedirect: () => Promise<void>;
  /** The customer gives their income by hand instead. */
  onManual: () => void;
  /** The sync as the server last answered it (null when there is none). */
  onSync?: (sync: BankSync | null) => void;
  /** The leasing prescore's provider (config leasing_prescore_psd2_type); the general flow has one. */
  provider?: Psd2ProviderType;
}

/**
 * Linking a bank account (PSD2): what is shared and for how long before the browser leaves for
 * the provider's page; on the way back the outcome is asked from the server (never read from
 * the address) and asked again while the bank has not answered; then the income found, with
 * the transactions that prove it, to confirm or correct; a failure says why and offers a retry
 * and the manual way.
 */
export function BankSyncPanel({
  purpose,
  beforeRedirect,
  onManual,
  onSync,
  provider = 'DEFAULT',
}: BankSyncPanelProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useQuery(customerBankSyncQuery(purpose, provider));
  const start = useStartBankSync(purpose, provider);
  const check = useContinueBankSync(purpose, provider);
  const fail = useFailBankSync(purpose, provider);
  const mistake = useReportMistake(purpose, provider);
  const cancel = useCancelGoCardlessBankSync();
  // Spec §4: only the second provider's unfinished link can be cancelled.
  const canCancel = purpose === 'LEASING_PRESCORE' && provider === 'GO_CARDLESS';
  // The second provider opens the consent at a bank chosen here; the first lets the customer choose there.
  const choosesBank = provider === 'GO_CARDLESS';
  const banks = useQuery({ ...bankListQuery(), enabled: choosesBank });
  const [bank, setBank] = useState<string | null>(null);
  const [bankMissing, setBankMissing] = useState(false);
  const [checksLeft, setChecksLeft] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const handledReturn = useRef(false);

  const sync = query.data?.sync ?? null;

  // Back from the provider: the address names the sync; what happened is asked from the server.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page opens.
  useEffect(() => {
    if (handledReturn.current) return;
    handledReturn.current = true;
    const returned = readBankSyncReturn(location.search);
    if (!returned) return;
    void navigate(
      { pathname: location.pathname, search: withoutBankSyncReturn(location.search) },
      { replace: true },
    );
    if (returned.error) {
      fail.mutate({
        id: returned.id,
        error: returned.error,
        ...(returned.description ? { description: returned.description } : {}),
      });
    } else {
      setChecksLeft(CHECKS_AFTER_RETURN);
      check.mutate(returned.id);
    }
  }, []);

  // The bank may take a moment: ask again while the sync is still in progress.
  useEffect(() => {
    if (sync?.status !== 'IN_PROGRESS' || checksLeft <= 0 || check.isPending) return;
    const timer = setTimeout(() => {
      setChecksLeft((left) => left - 1);
      check.mutate(sync.id);
    }, CHECK_EVERY_MS);
    return () => clearTimeout(timer);
  }, [sync?.status, sync?.id, checksLeft, check.isPending, check.mutate]);

  useEffect(() => {
    if (query.isSuccess) onSync?.(sync);
  }, [query.isSuccess, sync, onSync]);

  const goToBank = () => {
    if (choosesBank && !bank) {
      setBankMissing(true);
      return;
    }
    start.mutate(bank ?? undefined, {
      onSuccess: async (started) => {
        setLeaving(true);
        await beforeRedirect();
        window.location.assign(started.redirectUrl);
      },
    });
  };

  const reportMistake = () => {
    mistake.mutate(undefined, { onSuccess: () => onManual() });
  };

  if (query.isError) {
    return (
      <LoadFailure
        title={t('bankSync.failed.title')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.isSuccess) {
    return (
      <Stack gap="md" role="status" aria-label={t('common.loading')}>
        <Skeleton height={24} width="60%" />
        <Skeleton height={72} />
      </Stack>
    );
  }

  const callError = [start, check, fail, mistake, cancel].find((mutation) => mutation.isError)?.error;
  const errorAlert = callError ? (
    <Alert color="red" variant="light" role="alert">
      {errorText(callError, t)}
    </Alert>
  ) : null;
  const manualButton = (
    <Button variant="subtle" onClick={onManual} disabled={leaving}>
      {t('bankSync.manual')}
    </Button>
  );

  if (sync?.status === 'SUCCEEDED') {
    return (
      <Stack gap="md">
        {/* The leasing calls have no manual corrections: "mistake found" is the way to manual answers. */}
        <IncomeFindings sync={sync} purpose={purpose} canCorrect={purpose !== 'LEASING_PRESCORE'} />
        {errorAlert}
        <Group>
          <Button
            variant="subtle"
            color="gray"
            px={0}
            onClick={reportMistake}
            loading={mistake.isPending}
            classNames={{ root: classes.wrapButton, label: classes.wrapLabel }}
          >
            {t('bankSync.mistake')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (sync?.status === 'IN_PROGRESS') {
    const checking = check.isPending || checksLeft > 0;
    return (
      <Stack gap="md">
        <Card withBorder padding="lg" role="status" aria-live="polite">
          <Group gap="md" wrap="nowrap" align="flex-start">
            {checking ? <Loader size="sm" aria-hidden /> : <IconBuildingBank size={24} aria-hidden />}
            <Stack gap={4}>
              <Text fw={600}>{t('bankSync.waiting.title')}</Text>
              <Text size="sm" c="gray.7">
                {t('bankSync.waiting.text')}
              </Text>
            </Stack>
          </Group>
        </Card>
        {errorAlert}
        <Group gap="sm">
          <Button variant="light" onClick={() => check.mutate(sync.id)} loading={check.isPending}>
            {t('bankSync.waiting.check')}
          </Button>
          <Button variant="default" onClick={goToBank} loading={start.isPending || leaving}>
            {t('bankSync.waiting.again')}
          </Button>
          {canCancel && (
            <Button variant="default" color="gray" onClick={() => cancel.mutate()} loading={cancel.isPending}>
              {t('bankSync.waiting.cancel')}
            </Button>
          )}
          {manualButton}
        </Group>
      </Stack>
    );
  }

  const failed = sync?.status === 'FAILED';
  return (
    <Stack gap="md">
      {failed && (
        <Alert color="red" variant="light" role="alert" title={t('bankSync.failed.title')}>
          {t(`bankSync.failure.${sync.failure ?? 'PROVIDER_ERROR'}`)}
        </Alert>
      )}
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconInfoCircle size={22} aria-hidden />
            <Title order={3} size="h4">
              {t('bankSync.intro.title')}
            </Title>
          </Group>
          <List spacing="xs" size="sm">
            <List.Item>{t('bankSync.intro.accounts')}</List.Item>
            <List.Item>{t('bankSync.intro.data', { days: BANK_SYNC_HISTORY_DAYS })}</List.Item>
            <List.Item>{t('bankSync.intro.duration', { days: BANK_SYNC_CONSENT_DAYS })}</List.Item>
          </List>
          <Text size="sm" c="gray.7">
            {t('bankSync.intro.how')}
          </Text>
        </Stack>
      </Card>
      {errorAlert}
      {choosesBank && (
        <NativeSelect
          label={t('bankSync.bank.label')}
          data={[
            { value: '', label: t('bankSync.bank.placeholder') },
            ...(banks.data?.banks ?? []).map((item) => ({ value: item.bic, label: item.name })),
          ]}
          value={bank ?? ''}
          onChange={(event) => {
            setBank(event.currentTarget.value || null);
            setBankMissing(false);
          }}
          error={bankMissing ? t('bankSync.bank.required') : undefined}
          disabled={banks.isPending}
          maw={420}
        />
      )}
      <Group gap="sm">
        <Button
          leftSection={<IconBuildingBank size={18} aria-hidden />}
          onClick={goToBank}
          loading={start.isPending || leaving}
        >
          {failed ? t('bankSync.retry') : t('bankSync.start')}
        </Button>
        {manualButton}
      </Group>
    </Stack>
  );
}
