import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { signingConfirmSchema } from '@hitelkapu/domain/contracts/signing';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceMobileMessage, IconSignature } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { OneTimeCodeField } from '../../../components/one-time-code/one-time-code-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import {
  signingNoticeKey,
  signingSessionQuery,
  useConfirmSigning,
  useResendSigningCode,
  useStartSigning,
} from '../api/journey.ts';
import classes from './application.module.css';
import { CloseApplication } from './close-application.tsx';
import { ReportContractError } from './contract-check-screen.tsx';
import type { MovePosition } from './flow-screen.tsx';
import { MethodChoice, MethodsPending, useMethodChoice } from './identity-screens.tsx';
import { PhoneNeededNotice, type PhoneSetupComponent, useNeedsPhone } from './phone-needed-notice.tsx';
import { FailureAlert, ScreenHeader, useMoveWithFeedback } from './screen-parts.tsx';

interface SigningStepProps {
  application: LoanApplication;
  onMove: MovePosition;
  isMoving: boolean;
}

/**
 * SIGN_PREPARATION: what signing means before the customer commits to it, and, for a customer
 * without a confirmed mobile number, that the code will need one.
 */
export function SignPreparationScreen({
  application,
  onMove,
  isMoving,
  PhoneSetup,
}: SigningStepProps & { PhoneSetup: PhoneSetupComponent }) {
  const { t } = useTranslation();
  const { move, failure } = useMoveWithFeedback(onMove);
  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="sign-preparation-title" className={classes.card}>
        <Stack gap="lg">
          <ScreenHeader
            icon={<IconSignature size={28} aria-hidden />}
            title={t('application.signPreparation.title')}
            titleId="sign-preparation-title"
          >
            <Text>
              {t('application.signPreparation.lead', {
                amount: formatHuf(application.quote.amount),
                months: application.quote.months,
                payment: formatHuf(application.quote.monthlyPayment),
              })}
            </Text>
          </ScreenHeader>
          <section aria-labelledby="sign-preparation-points">
            <Title order={3} size="h4" id="sign-preparation-points" mb={8}>
              {t('application.signPreparation.pointsTitle')}
            </Title>
            <ul className={classes.bulletList}>
              <li>{t('application.signPreparation.pointBinding')}</li>
              <li>{t('application.signPreparation.pointCode')}</li>
              <li>{t('application.signPreparation.pointCopies')}</li>
              <li>{t('application.signPreparation.pointWithdrawal')}</li>
            </ul>
          </section>
          <PhoneNeededNotice PhoneSetup={PhoneSetup} />
          <FailureAlert message={failure} />
          <div className={classes.actions}>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={() => void move('CONTRACT_CHECK', 0)}
              disabled={isMoving}
            >
              {t('application.signPreparation.back')}
            </Button>
            <Button
              onClick={() => void move('SIGN_CHOOSE', 0)}
              loading={isMoving}
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t('application.signPreparation.continue')}
            </Button>
          </div>
        </Stack>
      </Card>
      <Group>
        <ReportContractError applicationId={application.id} disabled={isMoving} />
        <CloseApplication applicationId={application.id} />
      </Group>
    </Stack>
  );
}

/**
 * SIGN_CHOOSE: the signing methods from configuration; starting sends the code. The code goes
 * to a confirmed phone number: a customer without one adds it here first.
 */
export function SignChooseScreen({
  application,
  onMove,
  isMoving,
  PhoneSetup,
}: SigningStepProps & { PhoneSetup: PhoneSetupComponent }) {
  const { t } = useTranslation();
  const { info, methods, type, choose } = useMethodChoice('signatureTypes', application.sigTypes);
  const queryClient = useQueryClient();
  const notice = queryClient.getQueryData<string>(signingNoticeKey(application.id));
  const { needsPhone } = useNeedsPhone();
  const start = useStartSigning(application.id);

  if (!info.isSuccess) return <MethodsPending info={info} />;

  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="sign-choose-title" className={classes.card}>
        <Stack gap="lg">
          <ScreenHeader
            icon={<IconSignature size={28} aria-hidden />}
            title={t('application.signChoose.title')}
            titleId="sign-choose-title"
          >
            <Text>{t('application.signChoose.lead')}</Text>
          </ScreenHeader>
          <MethodChoice
            methods={methods}
            value={type}
            onChange={choose}
            label={t('application.signChoose.methodLabel')}
          />
          {notice && (
            <Alert color="orange" variant="light" role="alert">
              {notice}
            </Alert>
          )}
          {needsPhone && (
            <Alert
              color="orange"
              variant="light"
              role="note"
              icon={<IconDeviceMobileMessage size={20} aria-hidden />}
              title={t('application.signChoose.phoneTitle')}
            >
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('application.signChoose.phoneText')}</Text>
                <PhoneSetup label={t('application.signChoose.phoneAdd')} />
              </Stack>
            </Alert>
          )}
          {start.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(start.error, t)}
            </Alert>
          )}
          <div className={classes.actions}>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={() => void onMove('SIGN_PREPARATION', 0)}
              disabled={isMoving || start.isPending}
            >
              {t('application.back')}
            </Button>
            <Button
              onClick={() => type && start.mutate({ type })}
              loading={start.isPending}
              disabled={!type || needsPhone}
              rightSection={<IconDeviceMobileMessage size={18} aria-hidden />}
            >
              {t('application.signChoose.send')}
            </Button>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}

/** SIGN_WAITING: the one-time code from the SMS signs both documents. */
export function SignWaitingScreen({ application }: { application: LoanApplication }) {
  const { t } = useTranslation();
  const session = useQuery(signingSessionQuery(application.id));
  const confirm = useConfirmSigning(application.id);
  const resend = useResendSigningCode(application.id);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  if (session.isError)
    return (
      <LoadFailure
        title={t('application.signWaiting.loadError')}
        error={session.error}
        onRetry={() => void session.refetch()}
      />
    );
  if (session.isPending) return <Skeleton height={320} radius="md" />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signingConfirmSchema.shape.code.safeParse(code);
    if (!parsed.success) {
      setFieldError(t('application.signWaiting.codeFormat'));
      return;
    }
    confirm.mutate(parsed.data, { onError: () => setCode('') });
  };

  return (
    <Card component="section" aria-labelledby="sign-waiting-title" className={classes.card}>
      <Stack gap="lg">
        <ScreenHeader
          icon={<IconDeviceMobileMessage size={28} aria-hidden />}
          title={t('application.signWaiting.title')}
          titleId="sign-waiting-title"
        >
          <Text>
            {session.data ? t('application.signWaiting.intro') : t('application.signWaiting.noSession')}
          </Text>
        </ScreenHeader>
        {session.data && (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <OneTimeCodeField
                channel={session.data.channel}
                maskedTarget={session.data.maskedPhone}
                expiresAt={session.data.expiresAt}
                resendAvailableAt={session.data.resendAvailableAt}
                label={t('application.signWaiting.codeLabel')}
                description={
                  confirm.isError
                    ? undefined
                    : t('application.signWaiting.attemptsLeft', { count: session.data.attemptsLeft })
                }
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setFieldError(null);
                }}
                error={fieldError ?? (confirm.isError ? errorText(confirm.error, t) : undefined)}
                disabled={confirm.isPending}
                onResend={() => resend.mutate()}
                isResending={resend.isPending}
                resendError={resend.isError ? resend.error : null}
              />
              {resend.isSuccess && (
                <Text size="sm" c="green.8" role="status">
                  {t('application.signWaiting.resent')}
                </Text>
              )}
              <div className={classes.actions}>
                <Button
                  type="submit"
                  loading={confirm.isPending}
                  leftSection={<IconSignature size={18} aria-hidden />}
                >
                  {t('application.signWaiting.sign')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
