import type { LoginOutcome } from '@hitelkapu/domain/status/profile';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import {
  type PasswordIdentity,
  PasswordRules,
  passwordRuleError,
} from '../../../components/password-rules.tsx';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { notify } from '../../../lib/notify.ts';
import { usePasswordPolicy } from '../../../lib/password-policy.ts';
import { LEASING_PATHS } from '../../../lib/paths.ts';
import { useRequiredPasswordChange, useSendConfirmationEmail } from '../api/auth.ts';
import { useLandAfterLogin } from '../use-land-after-login.ts';
import { AuthScreen } from './auth-screen.tsx';

/** A login answered with a token but not with LOGIN_OK: one more step before the portal. */
export interface HeldLogin {
  token: string;
  outcome: Exclude<LoginOutcome, 'LOGIN_OK'>;
}

export function LoginOutcomeScreen({
  held,
  currentPassword,
  identity,
  leasing = false,
}: {
  held: HeldLogin;
  /** A leasing login: the confirmation email says so, and the customer goes on to the leasing prescore. */
  leasing?: boolean;
  /** The password just typed on the login form; the code screen does not know it. */
  currentPassword?: string;
  identity: PasswordIdentity;
}) {
  return held.outcome === 'PASSWORD_CHANGE_REQUIRED' ? (
    <RequiredPasswordChange
      heldToken={held.token}
      currentPassword={currentPassword}
      identity={identity}
      leasing={leasing}
    />
  ) : (
    <ConfirmEmailReminder heldToken={held.token} leasing={leasing} />
  );
}

function RequiredPasswordChange({
  heldToken,
  currentPassword,
  identity,
  leasing,
}: {
  heldToken: string;
  currentPassword?: string;
  identity: PasswordIdentity;
  leasing: boolean;
}) {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const change = useRequiredPasswordChange();
  const navigate = useNavigate();
  const landByStatus = useLandAfterLogin();
  const land = leasing
    ? async () => void (await navigate(LEASING_PATHS.prescore, { replace: true }))
    : landByStatus;
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: currentPassword ?? '', newPassword: '' },
    validate: {
      currentPassword: (value) => (value ? null : t('validation.required')),
      newPassword: (value) => passwordRuleError(value, identity, policy, t),
    },
  });

  const submit = form.onSubmit((values) =>
    change.mutate(
      { heldToken, ...values },
      {
        onSuccess: async (hasSession) => {
          if (hasSession) {
            notify(t('auth.passwordChange.saved'), 'success');
            await land();
          } else {
            notify(t('auth.passwordChange.savedLogin'), 'success');
            await navigate(leasing ? LEASING_PATHS.login : '/login', { replace: true });
          }
        },
        onError: (error) => form.setErrors(fieldErrorsText(error, t, policy)),
      },
    ),
  );

  return (
    <AuthScreen
      title={t('auth.passwordChange.title')}
      lead={t('auth.passwordChange.lead')}
      icon={<IconKey size={30} aria-hidden />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {currentPassword === undefined && (
            <PasswordField
              label={t('auth.passwordChange.current')}
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
          )}
          <PasswordField
            label={t('auth.passwordChange.new')}
            autoComplete="new-password"
            required
            aria-describedby="required-password-rules"
            {...form.getInputProps('newPassword')}
          />
          <PasswordRules
            id="required-password-rules"
            password={form.values.newPassword}
            identity={identity}
          />
          {change.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(change.error, t)}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={change.isPending}>
            {t('auth.passwordChange.submit')}
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}

function ConfirmEmailReminder({ heldToken, leasing }: { heldToken: string; leasing: boolean }) {
  const { t } = useTranslation();
  const send = useSendConfirmationEmail(leasing);
  return (
    <AuthScreen
      title={t('auth.incomplete.title')}
      lead={t('auth.incomplete.lead')}
      icon={<IconMailForward size={30} aria-hidden />}
      footer={
        <Anchor component={Link} to={leasing ? LEASING_PATHS.login : '/login'} size="sm">
          {t('auth.incomplete.backToLogin')}
        </Anchor>
      }
    >
      <Stack gap="md">
        {send.isSuccess && (
          <Alert color="teal" variant="light" role="status">
            {t('auth.incomplete.sent')}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(send.error, t)}
          </Alert>
        )}
        <Button fullWidth loading={send.isPending} onClick={() => send.mutate(heldToken)}>
          {t('auth.incomplete.resend')}
        </Button>
      </Stack>
    </AuthScreen>
  );
}
