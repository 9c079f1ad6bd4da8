import type { Profile } from '@hitelkapu/domain/contracts/profile';
import { Alert, Button, Card, Divider, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field.tsx';
import { PasswordRules, passwordRuleError } from '../../../components/password-rules.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { notify } from '../../../lib/notify.ts';
import { usePasswordPolicy } from '../../../lib/password-policy.ts';
import { useChangePassword, useUpdateProfile } from '../api/profile.ts';
import { SecondFactorOffDialog } from './second-factor-off-dialog.tsx';

function PasswordChangeForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const change = useChangePassword();
  const identity = { email: profile.email, phone: profile.phone };
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '' },
    validate: {
      currentPassword: (value) => (value ? null : t('validation.required')),
      newPassword: (value) => passwordRuleError(value, identity, policy, t),
    },
  });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notify(t('profile.password.done'), 'success');
      },
      onError: (error) => form.setErrors(fieldErrorsText(error, t, policy)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-password-title">
      <Stack gap="md">
        <div>
          <Title order={3} id="profile-password-title">
            {t('profile.password.title')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t('profile.password.lead')}
          </Text>
        </div>
        <PasswordField
          label={t('profile.password.current')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label={t('profile.password.new')}
          autoComplete="new-password"
          required
          aria-describedby="profile-password-rules"
          {...form.getInputProps('newPassword')}
        />
        <PasswordRules id="profile-password-rules" password={form.values.newPassword} identity={identity} />
        {change.isError && !(change.error instanceof ApiError && change.error.fieldErrors) && (
          <Alert color="red" variant="light" role="alert">
            {errorText(change.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" variant="light" loading={change.isPending}>
            {t('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SecondFactorSwitch({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [confirmingOff, setConfirmingOff] = useState(false);
  // The profile update always carries the name; without one it cannot be sent.
  const hasName = Boolean(profile.firstName && profile.lastName);
  return (
    <Stack gap="xs">
      <Switch
        size="md"
        checked={profile.hasSecondFactor}
        disabled={!hasName || update.isPending}
        label={t('profile.secondFactor.label')}
        description={hasName ? t('profile.secondFactor.description') : t('profile.secondFactor.needsName')}
        onChange={(event) => {
          const hasSecondFactor = event.currentTarget.checked;
          // Switching off needs the password and a code: the dialog asks for both.
          if (!hasSecondFactor) {
            setConfirmingOff(true);
            return;
          }
          update.mutate(
            { firstName: profile.firstName ?? '', lastName: profile.lastName ?? '', hasSecondFactor },
            {
              onSuccess: () =>
                notify(
                  t(hasSecondFactor ? 'profile.secondFactor.on' : 'profile.secondFactor.off'),
                  'success',
                ),
            },
          );
        }}
      />
      {update.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(update.error, t)}
        </Alert>
      )}
      <SecondFactorOffDialog
        profile={profile}
        opened={confirmingOff}
        onClose={() => setConfirmingOff(false)}
      />
    </Stack>
  );
}

export function SecuritySection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="profile-security-title">
      <Stack gap="lg">
        <Title order={2} id="profile-security-title">
          {t('profile.security.title')}
        </Title>
        <SecondFactorSwitch profile={profile} />
        <Divider />
        <PasswordChangeForm profile={profile} />
      </Stack>
    </Card>
  );
}
