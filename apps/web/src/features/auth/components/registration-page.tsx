import type { ContactChannel, RegisterRequest } from '@hitelkapu/domain/contracts/auth';
import { isFlagOn } from '@hitelkapu/domain/contracts/portal-config';
import { required, statementRequired } from '@hitelkapu/domain/rules/validators';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import { PasswordRules, passwordRuleError } from '../../../components/password-rules.tsx';
import { emailError, PHONE_PREFIX, phoneError } from '../../../lib/contact-fields.ts';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { readLandingQuery } from '../../../lib/landing-query.ts';
import { usePasswordPolicy } from '../../../lib/password-policy.ts';
import { LEASING_PATHS } from '../../../lib/paths.ts';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { registrationStatementsQuery, useRegister } from '../api/auth.ts';
import { useAuthFlowStore } from '../auth-flow-store.ts';
import { AuthScreen } from './auth-screen.tsx';
import { ContactField } from './contact-field.tsx';
import { RegistrationStatements, statementField } from './registration-statements.tsx';

interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  accepted: Record<string, boolean>;
}

/**
 * `leasing`: the leasing login's registration (spec §2 has no leasing registration route, so it
 * opens inside LeasingLogin): a leasing account (isLeasing), its SMS code on the leasing code
 * step, and the way back to the login form.
 */
export function RegistrationPage({
  channel,
  leasing,
}: {
  channel: ContactChannel;
  leasing?: { toLogin: () => void };
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const withNames = isFlagOn(
    usePortalConfig((state) => state.items),
    'name_on_reg',
  );
  const policy = usePasswordPolicy();
  const statements = useQuery(registrationStatementsQuery());
  const register = useRegister();
  const draft = useAuthFlowStore((state) => state.draft);
  const { saveDraft, startCodeStep } = useAuthFlowStore.getState();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const requiredText = (value: string) => {
    const key = required(value);
    return key ? t(key) : null;
  };
  const form = useForm<RegistrationValues>({
    mode: 'controlled',
    initialValues: {
      firstName: draft.firstName,
      lastName: draft.lastName,
      email: draft.email,
      phone: draft.phone || PHONE_PREFIX,
      password: '',
      accepted: draft.accepted,
    },
    validate: (values) => {
      const errors: Record<string, string | null> = {
        firstName: withNames ? requiredText(values.firstName) : null,
        lastName: withNames ? requiredText(values.lastName) : null,
        email: null,
        phone: null,
        password: passwordRuleError(values.password, identityOf(values), policy, t),
      };
      if (channel === 'EMAIL') errors.email = emailError(values.email, t);
      else errors.phone = phoneError(values.phone, t);
      for (const statement of statements.data ?? []) {
        const field = statementField(statement);
        const key = statement.isRequired ? statementRequired(values.accepted[field]) : null;
        errors[`accepted.${field}`] = key ? t(key) : null;
      }
      return errors;
    },
    onValuesChange: ({ firstName, lastName, email, phone, accepted }) =>
      saveDraft({ firstName, lastName, email, phone, accepted }),
  });

  function identityOf(values: Pick<RegistrationValues, 'email' | 'phone'>) {
    return channel === 'EMAIL' ? { email: values.email } : { phone: values.phone };
  }

  const submit = form.onSubmit(
    (values) => {
      const request: RegisterRequest = {
        channel,
        password: values.password,
        acceptances: (statements.data ?? [])
          .filter((statement) => values.accepted[statementField(statement)] === true)
          .map((statement) => ({ statementId: statement.id, version: statement.version })),
        isLeasing: leasing !== undefined,
        landingQuery: readLandingQuery().toString() || undefined,
        ...(channel === 'EMAIL' ? { email: values.email.trim() } : { phone: values.phone }),
        ...(withNames ? { firstName: values.firstName.trim(), lastName: values.lastName.trim() } : {}),
      };
      register.mutate(request, {
        onSuccess: async (response) => {
          if (channel === 'PHONE' && response.secondFactor) {
            startCodeStep('registration', response.secondFactor, `${pathname}${search}`);
            await navigate(
              leasing ? LEASING_PATHS.loginSecondFactor : `/registration/second-factor${search}`,
            );
          } else {
            setSentTo(values.email.trim());
          }
        },
        onError: (error) => form.setErrors(fieldErrorsText(error, t, policy)),
      });
    },
    () => focusFirstInvalid(),
  );

  if (sentTo !== null) {
    return (
      <AuthScreen
        title={t('auth.registration.sent.title')}
        lead={t('auth.registration.sent.lead', { email: sentTo })}
        icon={<IconMailCheck size={30} aria-hidden />}
        iconColor="teal"
      >
        <Text size="sm" c="gray.7">
          {t('auth.registration.sent.hint')}
        </Text>
        <Button component={Link} to={`/login/email${search}`} fullWidth>
          {t('auth.registration.sent.toLogin')}
        </Button>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title={leasing ? t('leasing.registration.title') : t(`auth.registration.${channel}.title`)}
      lead={leasing ? t('leasing.registration.lead') : t(`auth.registration.${channel}.lead`)}
      backTo={leasing ? leasing.toLogin : `/registration${search}`}
      footer={
        <Text size="sm">
          {t('auth.registration.haveAccount')}{' '}
          {leasing ? (
            <Anchor component="button" type="button" onClick={leasing.toLogin}>
              {t('auth.registration.toLogin')}
            </Anchor>
          ) : (
            <Anchor component={Link} to={`/login/${channel === 'EMAIL' ? 'email' : 'phone'}${search}`}>
              {t('auth.registration.toLogin')}
            </Anchor>
          )}
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {withNames && (
            <Group grow align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={t('auth.field.lastName')}
                autoComplete="family-name"
                required
                miw={140}
                {...form.getInputProps('lastName')}
              />
              <TextInput
                label={t('auth.field.firstName')}
                autoComplete="given-name"
                required
                miw={140}
                {...form.getInputProps('firstName')}
              />
            </Group>
          )}
          <ContactField
            channel={channel}
            purpose="new-account"
            getInputProps={(path) => form.getInputProps(path)}
          />
          <PasswordField
            label={t('auth.registration.password')}
            autoComplete="new-password"
            required
            aria-describedby="registration-password-rules"
            {...form.getInputProps('password')}
          />
          <PasswordRules
            id="registration-password-rules"
            password={form.values.password}
            identity={identityOf(form.values)}
          />
          <RegistrationStatements
            query={statements}
            checkboxProps={(statement) => ({
              ...form.getInputProps(`accepted.${statementField(statement)}`, { type: 'checkbox' }),
              // A statement not ticked yet has no entry: unticked, not uncontrolled.
              checked: form.values.accepted[statementField(statement)] === true,
            })}
          />
          {register.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(register.error, t)}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={register.isPending} disabled={!statements.isSuccess}>
            {t(`auth.registration.${channel}.submit`)}
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}

export function RegistrationEmailPage() {
  return <RegistrationPage channel="EMAIL" />;
}

export function RegistrationPhonePage() {
  return <RegistrationPage channel="PHONE" />;
}
