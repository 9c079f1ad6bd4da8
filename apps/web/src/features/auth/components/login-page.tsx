import type { ContactChannel, LoginRequest } from '@hitelkapu/domain/contracts/auth';
import { isFlagOn } from '@hitelkapu/domain/contracts/portal-config';
import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import { emailError, PHONE_PREFIX, phoneError } from '../../../lib/contact-fields.ts';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { LEASING_PATHS } from '../../../lib/paths.ts';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { useLogin } from '../api/auth.ts';
import { useAuthFlowStore } from '../auth-flow-store.ts';
import { useLandAfterLogin } from '../use-land-after-login.ts';
import { AuthScreen } from './auth-screen.tsx';
import { ContactField } from './contact-field.tsx';
import { type HeldLogin, LoginOutcomeScreen } from './login-outcome.tsx';
import { RegistrationPage } from './registration-page.tsx';

type LoginMode = 'password' | 'code';

/**
 * `leasing`: the leasing login of spec §2 (LeasingLogin), by phone; with the portal's
 * passwordless login it asks for the SMS code first. The code step and the landing are the
 * leasing ones: after login the leasing prescore.
 */
function LoginPage({ channel, leasing = false }: { channel: ContactChannel; leasing?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const configItems = usePortalConfig((state) => state.items);
  const canUseCode = channel === 'PHONE' && isFlagOn(configItems, 'passwordless_login');
  const [mode, setMode] = useState<LoginMode>(leasing && canUseCode ? 'code' : 'password');
  const withPassword = mode === 'password';
  const draft = useAuthFlowStore((state) => state.draft);
  const { saveDraft, startCodeStep } = useAuthFlowStore.getState();
  const login = useLogin();
  const landByStatus = useLandAfterLogin();
  const land = leasing
    ? async () => void (await navigate(LEASING_PATHS.prescore, { replace: true }))
    : landByStatus;
  const [landing, setLanding] = useState(false);
  const [held, setHeld] = useState<HeldLogin | null>(null);

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: draft.email, phone: draft.phone || PHONE_PREFIX, password: '' },
    validate: {
      email: (value) => (channel === 'EMAIL' ? emailError(value, t) : null),
      phone: (value) => (channel === 'PHONE' ? phoneError(value, t) : null),
      password: (value) => (withPassword && value === '' ? t('validation.required') : null),
    },
    onValuesChange: (values) => saveDraft({ email: values.email, phone: values.phone }),
  });

  const submit = form.onSubmit((values) => {
    const request: LoginRequest =
      channel === 'EMAIL' ? { channel, email: values.email.trim() } : { channel, phone: values.phone };
    if (withPassword) request.password = values.password;
    login.mutate(request, {
      onSuccess: async (answer) => {
        if (answer.kind === 'second-factor') {
          startCodeStep('login', answer.challenge, `${pathname}${search}`);
          await navigate(leasing ? LEASING_PATHS.loginSecondFactor : `/login/second-factor${search}`);
        } else if (answer.outcome === 'LOGIN_OK') {
          setLanding(true);
          await land();
        } else {
          setHeld({ token: answer.token, outcome: answer.outcome });
        }
      },
      // What was typed stays; only the fields the server names get a message.
      onError: (error) => form.setErrors(fieldErrorsText(error, t)),
    });
  });

  if (held) {
    return (
      <LoginOutcomeScreen
        held={held}
        currentPassword={form.values.password}
        leasing={leasing}
        identity={channel === 'EMAIL' ? { email: form.values.email } : { phone: form.values.phone }}
      />
    );
  }

  const otherChannel = channel === 'EMAIL' ? 'phone' : 'email';
  return (
    <AuthScreen
      title={leasing ? t('leasing.login.title') : t(`auth.login.${channel}.title`)}
      lead={
        leasing
          ? t(withPassword ? 'leasing.login.leadPassword' : 'leasing.login.lead')
          : t(`auth.login.${channel}.lead`)
      }
      backTo={leasing ? LEASING_PATHS.landing : `/login${search}`}
      footer={
        leasing ? (
          <>
            <Text size="sm">
              {t('leasing.login.noAccount')}{' '}
              <Anchor component={Link} to={`${LEASING_PATHS.login}?${NEW_CUSTOMER_PARAM}`}>
                {t('leasing.login.toRegistration')}
              </Anchor>
            </Text>
            <Anchor component={Link} to={LEASING_PATHS.landing} size="sm">
              {t('leasing.login.about')}
            </Anchor>
          </>
        ) : (
          <>
            <Text size="sm">
              {t('auth.login.noAccount')}{' '}
              <Anchor
                component={Link}
                to={`/registration/${channel === 'EMAIL' ? 'email' : 'phone'}${search}`}
              >
                {t('auth.login.toRegistration')}
              </Anchor>
            </Text>
            <Anchor component={Link} to={`/login/${otherChannel}${search}`} size="sm">
              {t(`auth.login.switchTo.${otherChannel}`)}
            </Anchor>
          </>
        )
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {canUseCode && (
            <SegmentedControl
              fullWidth
              value={mode}
              onChange={(value) => setMode(value as LoginMode)}
              aria-label={t('auth.login.mode.label')}
              data={[
                { value: 'password', label: t('auth.login.mode.password') },
                { value: 'code', label: t('auth.login.mode.code') },
              ]}
            />
          )}
          <ContactField
            channel={channel}
            purpose="existing-account"
            getInputProps={(path) => form.getInputProps(path)}
          />
          {withPassword ? (
            <Stack gap={6}>
              <PasswordField
                label={t('auth.field.password')}
                autoComplete="current-password"
                required
                {...form.getInputProps('password')}
              />
              <Group justify="flex-end">
                <Anchor component={Link} to={`/forgot-password${search}`} size="sm">
                  {t('auth.login.forgotPassword')}
                </Anchor>
              </Group>
            </Stack>
          ) : (
            <Text size="sm" c="gray.7">
              {t('auth.login.mode.codeHint')}
            </Text>
          )}
          {login.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(login.error, t)}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={login.isPending || landing}>
            {withPassword ? t('auth.login.submit') : t('auth.login.sendCode')}
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}

export function LoginEmailPage() {
  return <LoginPage channel="EMAIL" />;
}

export function LoginPhonePage() {
  return <LoginPage channel="PHONE" />;
}

/** `/leasing/login?new`: a customer who comes from a dealer for the first time registers here. */
const NEW_CUSTOMER_PARAM = 'new';

/**
 * `/leasing/login` (LeasingLogin): phone mode, spec §2. A first-time customer registers on the
 * same route (a leasing account, its code on the leasing code step).
 */
export function LeasingLoginPage() {
  const [params, setParams] = useSearchParams();
  if (params.has(NEW_CUSTOMER_PARAM)) {
    return <RegistrationPage channel="PHONE" leasing={{ toLogin: () => setParams({}) }} />;
  }
  return <LoginPage channel="PHONE" leasing />;
}
