import type { ContactChannel, SecondFactorChallenge } from '@hitelkapu/domain/contracts/auth';
import { Alert, Anchor, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ChallengeCodeField } from '../../../components/one-time-code/challenge-code-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { PasswordRules, passwordRuleError } from '../../../components/password-rules.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { emailError, PHONE_PREFIX, phoneError } from '../../../lib/contact-fields.ts';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { notify } from '../../../lib/notify.ts';
import { usePasswordPolicy } from '../../../lib/password-policy.ts';
import { useRequestPasswordReset, useResetPassword } from '../api/auth.ts';
import { useAuthFlowStore } from '../auth-flow-store.ts';
import { AuthScreen } from './auth-screen.tsx';
import { ContactField } from './contact-field.tsx';

/** /forgot-password asks where to send a link or code; the email link comes back with ?token=. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetWithLink token={token} /> : <RequestReset />;
}

type Step =
  | { kind: 'request' }
  | { kind: 'sent'; channel: ContactChannel }
  | { kind: 'code'; challenge: SecondFactorChallenge };

function RequestReset() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const draft = useAuthFlowStore((state) => state.draft);
  const requestReset = useRequestPasswordReset();
  const reset = useResetPassword();
  const [step, setStep] = useState<Step>({ kind: 'request' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const form = useForm({
    mode: 'controlled',
    initialValues: {
      channel: 'EMAIL' as ContactChannel,
      email: draft.email,
      phone: draft.phone || PHONE_PREFIX,
      newPassword: '',
    },
    validate: {
      email: (value, values) => (values.channel === 'EMAIL' ? emailError(value, t) : null),
      phone: (value, values) => (values.channel === 'PHONE' ? phoneError(value, t) : null),
    },
  });
  const { values } = form;

  const sendRequest = form.onSubmit(({ channel, email, phone }) =>
    requestReset.mutate(channel === 'EMAIL' ? { channel, email: email.trim() } : { channel, phone }, {
      onSuccess: (answer) =>
        setStep(
          answer.channel === 'PHONE' && answer.secondFactor
            ? { kind: 'code', challenge: answer.secondFactor }
            : { kind: 'sent', channel },
        ),
      onError: (error) => form.setErrors(fieldErrorsText(error, t)),
    }),
  );

  if (step.kind === 'sent') {
    return (
      <AuthScreen
        title={t(`auth.forgot.sent.${step.channel}.title`)}
        lead={t(`auth.forgot.sent.${step.channel}.lead`, {
          target: step.channel === 'EMAIL' ? values.email.trim() : values.phone,
        })}
        icon={<IconMailCheck size={30} aria-hidden />}
        iconColor="teal"
        backTo={() => setStep({ kind: 'request' })}
      >
        <Text size="sm" c="gray.7">
          {t(`auth.forgot.sent.${step.channel}.hint`)}
        </Text>
        <Button component={Link} to="/login" fullWidth>
          {t('auth.forgot.toLogin')}
        </Button>
      </AuthScreen>
    );
  }

  if (step.kind === 'code') {
    const identity = { phone: values.phone };
    const saveNewPassword = (event: React.FormEvent) => {
      event.preventDefault();
      const codeProblem = /^\d{6}$/.test(code) ? null : t('validation.code');
      const passwordProblem = passwordRuleError(values.newPassword, identity, policy, t);
      setCodeError(codeProblem);
      form.setFieldError('newPassword', passwordProblem);
      if (codeProblem || passwordProblem) return;
      reset.mutate(
        { tokenId: step.challenge.tokenId, code, newPassword: values.newPassword },
        {
          onSuccess: async () => {
            useAuthFlowStore.getState().saveDraft({ phone: values.phone });
            notify(t('auth.forgot.done'), 'success');
            await navigate('/login/phone', { replace: true });
          },
          onError: (error) => {
            const fieldErrors = fieldErrorsText(error, t, policy);
            if (fieldErrors.newPassword) form.setFieldError('newPassword', fieldErrors.newPassword);
            else setCodeError(errorText(error, t));
          },
        },
      );
    };
    return (
      <AuthScreen
        title={t('auth.forgot.code.title')}
        lead={t('auth.forgot.code.lead')}
        icon={<IconKey size={30} aria-hidden />}
        backTo={() => setStep({ kind: 'request' })}
      >
        <form onSubmit={saveNewPassword} noValidate>
          <Stack gap="lg">
            <ChallengeCodeField
              challenge={step.challenge}
              value={code}
              onChange={(value) => {
                setCode(value);
                if (codeError) setCodeError(null);
              }}
              error={codeError}
              disabled={reset.isPending}
              onResent={(challenge) => setStep({ kind: 'code', challenge })}
            />
            <PasswordField
              label={t('auth.field.newPassword')}
              autoComplete="new-password"
              required
              aria-describedby="reset-password-rules"
              {...form.getInputProps('newPassword')}
            />
            <PasswordRules id="reset-password-rules" password={values.newPassword} identity={identity} />
            <Button type="submit" fullWidth loading={reset.isPending}>
              {t('auth.forgot.save')}
            </Button>
          </Stack>
        </form>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={t('auth.forgot.title')} lead={t('auth.forgot.lead')} backTo="/login">
      <form onSubmit={sendRequest} noValidate>
        <Stack gap="md">
          <Stack gap={6}>
            <Text size="sm" fw={500} id="forgot-channel-label">
              {t('auth.forgot.channel.label')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="forgot-channel-label"
              data={[
                { value: 'EMAIL', label: t('auth.forgot.channel.EMAIL') },
                { value: 'PHONE', label: t('auth.forgot.channel.PHONE') },
              ]}
              {...form.getInputProps('channel')}
            />
          </Stack>
          <ContactField
            channel={values.channel}
            purpose="existing-account"
            getInputProps={(path) => form.getInputProps(path)}
          />
          {requestReset.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(requestReset.error, t)}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={requestReset.isPending}>
            {t(`auth.forgot.submit.${values.channel}`)}
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}

function ResetWithLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const reset = useResetPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '' },
    validate: { newPassword: (value) => passwordRuleError(value, {}, policy, t) },
  });
  const deadLink = reset.error instanceof ApiError && reset.error.status < 500 && !reset.error.fieldErrors;

  const submit = form.onSubmit(({ newPassword }) =>
    reset.mutate(
      { newPassword, resetToken: token },
      {
        onSuccess: async () => {
          notify(t('auth.forgot.done'), 'success');
          await navigate('/login/email', { replace: true });
        },
        onError: (error) => form.setErrors(fieldErrorsText(error, t, policy)),
      },
    ),
  );

  return (
    <AuthScreen
      title={t('auth.forgot.link.title')}
      lead={t('auth.forgot.link.lead')}
      icon={<IconKey size={30} aria-hidden />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t('auth.field.newPassword')}
            autoComplete="new-password"
            required
            aria-describedby="link-password-rules"
            {...form.getInputProps('newPassword')}
          />
          <PasswordRules id="link-password-rules" password={form.values.newPassword} identity={{}} />
          {reset.isError && (
            <Alert color="red" variant="light" role="alert">
              <Stack gap={6} align="flex-start">
                <Text size="sm">{errorText(reset.error, t)}</Text>
                {deadLink && (
                  <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
                    {t('auth.forgot.link.requestNew')}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('auth.forgot.save')}
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
