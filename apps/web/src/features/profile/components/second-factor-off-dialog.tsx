import type { SecondFactorChallenge } from '@hitelkapu/domain/contracts/auth';
import type { Profile } from '@hitelkapu/domain/contracts/profile';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { notify } from '../../../lib/notify.ts';
import { useRequestSecurityCode, useUpdateProfile } from '../api/profile.ts';
import { SecurityCodeStep } from './security-code-step.tsx';

const isLive = (challenge: SecondFactorChallenge | null) =>
  challenge !== null && Date.parse(challenge.expiresAt) > Date.now();

/**
 * Switching the second factor off lowers the account's security (ASVS 5.0 V7.5.1): it needs
 * the current password and a code, which goes to the confirmed phone (or email) as the
 * dialog opens. A failed try keeps what was typed; closing the window keeps it too.
 */
export function SecondFactorOffDialog({
  profile,
  opened,
  onClose,
}: {
  profile: Profile;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const request = useRequestSecurityCode();
  const update = useUpdateProfile();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) => (value ? null : t('validation.required')),
      code: (value) => (/^\d{6}$/.test(value) ? null : t('validation.code')),
    },
  });

  const sendCode = () => request.mutate(undefined, { onSuccess: setChallenge });

  // A code goes out when the dialog opens, unless the one sent before is still valid.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening sends
  useEffect(() => {
    if (opened && !isLive(challenge) && !request.isPending) sendCode();
  }, [opened]);

  const close = (done = false) => {
    onClose();
    if (done) {
      form.reset();
      setChallenge(null);
      request.reset();
      update.reset();
    }
  };

  const submit = form.onSubmit((values) => {
    if (!challenge) return;
    update.mutate(
      {
        firstName: profile.firstName ?? '',
        lastName: profile.lastName ?? '',
        hasSecondFactor: false,
        password: values.password,
        tokenId: challenge.tokenId,
        code: values.code,
      },
      {
        onSuccess: () => {
          notify(t('profile.secondFactor.off'), 'success');
          close(true);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fields = error.fieldErrors ?? {};
          if (fields.password) form.setFieldError('password', t(fields.password));
          // The server's sentence says what was wrong with the code (wrong, expired, too many tries).
          if (fields.code) form.setFieldError('code', fields.password ? t(fields.code) : errorText(error, t));
          if (error.code === 'CONFLICT') form.setFieldError('code', errorText(error, t));
        },
      },
    );
  });

  const saidAtAField =
    update.error instanceof ApiError && (update.error.fieldErrors || update.error.code === 'CONFLICT');

  return (
    <Dialog
      opened={opened}
      onClose={() => close()}
      title={t('profile.secondFactor.offDialog.title')}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="gray.7">{t('profile.secondFactor.offDialog.lead')}</Text>
          <PasswordField
            label={t('profile.change.password')}
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('password')}
          />
          <SecurityCodeStep
            challenge={challenge}
            onResent={setChallenge}
            value={form.values.code}
            onChange={(value) => form.setFieldValue('code', value)}
            error={typeof form.errors.code === 'string' ? form.errors.code : null}
            disabled={update.isPending}
            sending={request.isPending}
            sendError={request.isError ? request.error : null}
            onSend={sendCode}
          />
          <Text size="sm" c="gray.7">
            {t('profile.secondFactor.offDialog.notice')}
          </Text>
          {update.isError && !saidAtAField && (
            <Alert color="red" variant="light" role="alert">
              {errorText(update.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => close()}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!challenge}>
              {t('profile.secondFactor.offDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
