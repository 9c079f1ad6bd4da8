import { Alert, Anchor, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import { emailError } from '../../../lib/contact-fields.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useStaffLogin } from '../api/staff-auth.ts';
import classes from './staff.module.css';

/** `/staff/login`: the staff's own login, separate from the customers'. */
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

  return (
    <div className={classes.loginScreen}>
      <Card className={classes.card}>
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
      </Card>
      <Stack align="center" mt="lg">
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('staff.login.toCustomerLogin')}
        </Anchor>
      </Stack>
    </div>
  );
}
