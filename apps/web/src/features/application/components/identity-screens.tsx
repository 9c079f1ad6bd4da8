import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import type { VerificationMethod } from '@hitelkapu/domain/contracts/identification';
import { Alert, Button, Card, Loader, Radio, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconExternalLink,
  IconId,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { myLoanApplicationQuery } from '../api/application.ts';
import { identificationQuery, kycTypeInfoQuery, useStartIdentification } from '../api/journey.ts';
import classes from './application.module.css';
import { CloseApplication } from './close-application.tsx';
import type { MovePosition } from './flow-screen.tsx';
import { ScreenHeader } from './screen-parts.tsx';

/**
 * The configured identity-check or signing methods this application may use, in
 * configuration order, and the one chosen (the first until the customer picks another).
 */
export function useMethodChoice(kind: 'kycTypes' | 'signatureTypes', allowed: readonly string[]) {
  const info = useQuery(kycTypeInfoQuery());
  const methods = (info.data?.[kind] ?? []).filter((method) => allowed.includes(method.code));
  const [chosen, setChosen] = useState<string | null>(null);
  return { info, methods, type: chosen ?? methods[0]?.code ?? null, choose: setChosen };
}

/** While the methods load, or when they cannot be loaded. */
export function MethodsPending({ info }: { info: ReturnType<typeof useMethodChoice>['info'] }) {
  const { t } = useTranslation();
  if (info.isError)
    return (
      <LoadFailure
        title={t('application.method.loadError')}
        error={info.error}
        onRetry={() => void info.refetch()}
      />
    );
  return <Skeleton height={320} radius="md" />;
}

/**
 * A choice of method: radio cards, the first chosen; one method is shown the same way, and
 * none at all says so.
 */
export function MethodChoice({
  methods,
  value,
  onChange,
  label,
}: {
  methods: readonly VerificationMethod[];
  value: string | null;
  onChange: (code: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  if (methods.length === 0)
    return (
      <Alert color="orange" variant="light" role="alert">
        {t('application.method.none')}
      </Alert>
    );
  return (
    <Radio.Group value={value} onChange={onChange} label={label}>
      <Stack gap="sm" mt="xs">
        {methods.map((method) => (
          <Radio.Card key={method.code} value={method.code} radius="md" p="md" className={classes.methodCard}>
            <div className={classes.methodRow}>
              <Radio.Indicator />
              <div>
                <Text fw={600}>{method.title}</Text>
                <Text size="sm" c="gray.7">
                  {method.description}
                </Text>
                <Text size="sm" c="gray.7" mt={4}>
                  {t('application.method.minutes', { count: method.minutes })}
                </Text>
              </div>
            </div>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * KYC_CHOOSE: the identity-check methods from configuration; starting one sends the browser
 * to the provider's page, which brings the customer back here when done. A declined earlier
 * check says why, and the customer simply tries again.
 */
export function KycChooseScreen({
  application,
  onMove,
  isMoving,
}: {
  application: LoanApplication;
  onMove: MovePosition;
  isMoving: boolean;
}) {
  const { t } = useTranslation();
  const { info, methods, type, choose } = useMethodChoice('kycTypes', application.kycTypes);
  const previous = useQuery(identificationQuery(application.id));
  const [leaving, setLeaving] = useState(false);
  const start = useStartIdentification(application.id, (url) => {
    setLeaving(true);
    window.location.assign(url);
  });

  if (!info.isSuccess) return <MethodsPending info={info} />;

  const declined = previous.data?.status === 'DECLINED' ? previous.data : null;
  const begin = () => {
    if (!type) return;
    start.mutate({ type });
  };

  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="kyc-choose-title" className={classes.card}>
        <Stack gap="lg">
          <ScreenHeader
            icon={<IconId size={28} aria-hidden />}
            title={t('application.kycChoose.title')}
            titleId="kyc-choose-title"
          >
            <Text>{t('application.kycChoose.lead')}</Text>
          </ScreenHeader>
          {declined && (
            <Alert
              color="orange"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={20} aria-hidden />}
              title={t('application.kycChoose.declinedTitle')}
            >
              {t([`kyc.declined.${declined.declineReason ?? 'UNKNOWN'}`, 'kyc.declined.UNKNOWN'])}{' '}
              {t('application.kycChoose.tryAgain')}
            </Alert>
          )}
          <MethodChoice
            methods={methods}
            value={type}
            onChange={choose}
            label={t('application.kycChoose.methodLabel')}
          />
          <Text size="sm" c="gray.7">
            <IconShieldCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
            {t('application.kycChoose.privacy')}
          </Text>
          {start.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(start.error, t)}
            </Alert>
          )}
          <div className={classes.actions}>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={() => void onMove('KYC_PREPARATION', 0)}
              disabled={isMoving || start.isPending || leaving}
            >
              {t('application.back')}
            </Button>
            <Button
              onClick={begin}
              loading={start.isPending || leaving}
              disabled={!type}
              rightSection={<IconExternalLink size={18} aria-hidden />}
            >
              {t('application.kycChoose.start')}
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

/**
 * KYC_WAITING: the provider has the customer; its signed callback moves the application on.
 * The screen asks the server every few seconds and follows the move; a customer who closed
 * the provider's page can open it again.
 */
export function KycWaitingScreen({ application }: { application: LoanApplication }) {
  const { t } = useTranslation();
  useQuery({ ...myLoanApplicationQuery(), refetchInterval: 3_000 });
  const check = useQuery(identificationQuery(application.id));
  const redirectUrl = check.data?.status === 'STARTED' ? check.data.redirectUrl : null;
  return (
    <Card component="section" aria-labelledby="kyc-waiting-title" className={classes.card}>
      <Stack gap="lg">
        <ScreenHeader
          icon={<IconId size={28} aria-hidden />}
          title={t('application.kycWaiting.title')}
          titleId="kyc-waiting-title"
        >
          <Text>{t('application.kycWaiting.lead')}</Text>
        </ScreenHeader>
        <div className={classes.waitingRow} role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('application.kycWaiting.checking')}</Text>
        </div>
        {redirectUrl && (
          <div>
            <Text size="sm" c="gray.7" mb={8}>
              {t('application.kycWaiting.notFinished')}
            </Text>
            <Button
              component="a"
              href={redirectUrl}
              variant="light"
              rightSection={<IconExternalLink size={18} aria-hidden />}
            >
              {t('application.kycWaiting.reopen')}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
