import type { StaffLoginResponse } from '@hitelkapu/domain/contracts/staff-review';
import { Alert, Anchor, Button, Card, Code, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { emailError } from '../../../lib/contact-fields.ts';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { useFlagOn } from '../../../lib/portal-config.ts';
import { useStaffLogin, useStaffSecondFactor } from '../api/staff-auth.ts';
import classes from './staff.module.css';

/** The demo's authenticator page (server-rendered, demo mode only). */
const DEMO_AUTHENTICATOR_PATH = '/sandbox/authenticator';

/** `ABCD EFGH …`: a Base32 secret in groups of four, for typing. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The second step: the authenticator's code, after setting the authenticator up the first time. */
function CodeStep({ step, onBack }: { step: StaffLoginResponse; onBack(): void }) {
  const { t } = useTranslation();
  const secondFactor = useStaffSecondFactor();
  const isDemo = useFlagOn('demo_mode');
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const expired =
    secondFactor.error instanceof ApiError &&
    secondFactor.error.wording?.key === 'errors.staffAuth.challengeExpired';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(value)) {
      setLocalError(t('validation.totpCode'));
      return;
    }
    setLocalError(null);
    secondFactor.mutate({ challenge: step.challenge, code: value });
  };
  const fieldError = localError ?? fieldErrorsText(secondFactor.error, t).code ?? null;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, xs: 28 }}>
          {step.step === 'ENROL' ? t('staff.login.enrolTitle') : t('staff.login.codeTitle')}
        </Title>
        <Text c="gray.7">
          {step.step === 'ENROL' ? t('staff.login.enrolLead') : t('staff.login.codeLead')}
        </Text>
      </Stack>
      {step.step === 'ENROL' && (
        <Stack gap="xs" align="center">
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.qrSvg)}`}
            alt={t('staff.login.enrolQrAlt')}
            w={200}
            h={200}
          />
          <Text size="sm" c="gray.7" ta="center">
            {t('staff.login.enrolSecret')}
          </Text>
          <Code fz="md" className={classes.secret}>
            {grouped(step.secret)}
          </Code>
        </Stack>
      )}
      {isDemo && (
        <Alert color="brand" variant="light">
          <Stack gap={4}>
            <Text size="sm">{t('staff.login.demoCodes')}</Text>
            <Anchor href={DEMO_AUTHENTICATOR_PATH} target="_blank" rel="noopener" size="sm">
              {t('staff.login.demoCodesLink')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('staff.login.code')}
            description={t('staff.login.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            autoFocus
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={fieldError}
          />
          {secondFactor.isError && !fieldError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(secondFactor.error, t)}
            </Alert>
          )}
          {expired ? (
            <Button onClick={onBack} fullWidth>
              {t('staff.login.back')}
            </Button>
          ) : (
            <Button type="submit" fullWidth loading={secondFactor.isPending}>
              {t('staff.login.codeSubmit')}
            </Button>
          )}
          {!expired && (
            <Anchor component="button" type="button" size="sm" onClick={onBack}>
              {t('staff.login.back')}
            </Anchor>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

/** `/staff/login`: the staff's own login, separate from the customers': password, then the authenticator's code. */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const login = useStaffLogin();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => emailError(value, t),
      password: (value) => (value === '' ? t('validation.required') : null),
    },
  });
  const submit = form.onSubmit((values) =>
    login.mutate({ email: values.email.trim(), password: values.password }),
  );
  const step = login.data;

  return (
    <div className={classes.loginScreen}>
      <Card className={classes.card}>
        {step ? (
          <CodeStep
            key={step.challenge}
            step={step}
            onBack={() => {
              form.setFieldValue('password', '');
              login.reset();
            }}
          />
        ) : (
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} fz={{ base: 24, xs: 28 }}>
                {t('staff.login.title')}
              </Title>
              <Text c="gray.7">{t('staff.login.lead')}</Text>
            </Stack>
            {params.get('ended') && !login.isError && (
              <Alert color="brand" variant="light" role="status">
                {t('staff.login.sessionEnded')}
              </Alert>
            )}
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <TextInput
                  label={t('staff.login.email')}
                  type="email"
                  autoComplete="username"
                  required
                  {...form.getInputProps('email')}
                />
                <PasswordField
                  label={t('staff.login.password')}
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                />
                {login.isError && (
                  <Alert color="red" variant="light" role="alert">
                    {errorText(login.error, t)}
                  </Alert>
                )}
                <Button type="submit" fullWidth loading={login.isPending}>
                  {t('staff.login.submit')}
                </Button>
              </Stack>
            </form>
          </Stack>
        )}
      </Card>
      <Stack align="center" mt="lg">
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('staff.login.toCustomerLogin')}
        </Anchor>
      </Stack>
    </div>
  );
}
