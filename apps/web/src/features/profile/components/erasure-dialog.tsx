import type { SecondFactorChallenge } from '@hitelkapu/domain/contracts/auth';
import type { ErasurePreview } from '@hitelkapu/domain/contracts/data-rights';
import { formatLongDate } from '@hitelkapu/domain/format/date';
import { Alert, Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { notify } from '../../../lib/notify.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useErase, useErasurePreview } from '../api/data-rights.ts';
import { useRequestSecurityCode } from '../api/profile.ts';
import { SecurityCodeStep } from './security-code-step.tsx';

function KeptList({ preview }: { preview: ErasurePreview }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('profile.erasure.keptTitle')}
      </Title>
      <List spacing="sm" size="sm" listStyleType="disc">
        {preview.kept.map((kept) => (
          <List.Item key={kept.category}>
            <Text size="sm" fw={600}>
              {t(`profile.erasure.kept.${kept.category}`)}
            </Text>
            <Text size="sm" c="gray.7">
              {t(`profile.erasure.keptWhy.${kept.category}`)}{' '}
              {t('profile.erasure.until', { date: formatLongDate(kept.until) })}
            </Text>
          </List.Item>
        ))}
      </List>
      <Title order={3} size="h4" mt="xs">
        {t('profile.erasure.removedTitle')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('profile.erasure.removed')}
      </Text>
    </Stack>
  );
}

/**
 * "Fiók törlése": first what stays (and why, until when) or why it cannot be done now, then
 * the password (and, with the second factor on, a code sent as the dialog opens). After the
 * erasure this browser forgets the session and the login page opens.
 */
export function ErasureDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useErasurePreview(opened);
  const erase = useErase();
  const request = useRequestSecurityCode();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const needsCode = preview.data?.needsCode === true;
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) => (value ? null : t('validation.required')),
      code: (value) => (!needsCode || /^\d{6}$/.test(value) ? null : t('validation.code')),
    },
  });

  // With the second factor on, the code goes out once the dialog knows it can erase.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new preview sends
  useEffect(() => {
    if (opened && needsCode && preview.data?.canErase && !challenge && !request.isPending)
      request.mutate(undefined, { onSuccess: setChallenge });
  }, [opened, needsCode, preview.data?.canErase]);

  const submit = form.onSubmit((values) =>
    erase.mutate(
      {
        password: values.password,
        ...(needsCode && challenge ? { tokenId: challenge.tokenId, code: values.code } : {}),
      },
      {
        onSuccess: () => {
          useSessionStore.getState().clear();
          queryClient.clear();
          notify(t('profile.erasure.done'), 'success');
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fields = error.fieldErrors ?? {};
          if (fields.password) form.setFieldError('password', t(fields.password));
          if (fields.code) form.setFieldError('code', fields.password ? t(fields.code) : errorText(error, t));
        },
      },
    ),
  );
  const saidAtAField = erase.error instanceof ApiError && erase.error.fieldErrors !== undefined;

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('profile.erasure.title')}
      size="lg"
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {preview.isPending && (
        <Stack gap="sm" role="status" aria-label={t('common.loading')}>
          <Skeleton height={20} />
          <Skeleton height={80} />
          <Skeleton height={36} />
        </Stack>
      )}
      {preview.isError && <LoadFailure error={preview.error} onRetry={() => void preview.refetch()} />}
      {preview.isSuccess && !preview.data.canErase && (
        <Stack gap="md">
          <Alert color="orange" variant="light" title={t('profile.erasure.blockedTitle')}>
            <Stack gap="xs">
              {preview.data.blockers.map((blocker) => (
                <Text size="sm" key={blocker}>
                  {t(`profile.erasure.blocked.${blocker}`)}
                </Text>
              ))}
            </Stack>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      )}
      {preview.isSuccess && preview.data.canErase && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>{t('profile.erasure.lead')}</Text>
            <KeptList preview={preview.data} />
            <PasswordField
              label={t('profile.erasure.password')}
              autoComplete="current-password"
              required
              data-autofocus
              {...form.getInputProps('password')}
            />
            {needsCode && (
              <Stack gap="xs">
                <Text size="sm" c="gray.7">
                  {t('profile.erasure.codeLead')}
                </Text>
                <SecurityCodeStep
                  challenge={challenge}
                  onResent={setChallenge}
                  value={form.values.code}
                  onChange={(value) => form.setFieldValue('code', value)}
                  error={typeof form.errors.code === 'string' ? form.errors.code : null}
                  disabled={erase.isPending}
                  sending={request.isPending}
                  sendError={request.isError ? request.error : null}
                  onSend={() => request.mutate(undefined, { onSuccess: setChallenge })}
                />
              </Stack>
            )}
            {erase.isError && !saidAtAField && (
              <Alert color="red" variant="light" role="alert">
                {errorText(erase.error, t)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                color="red.9"
                loading={erase.isPending}
                disabled={needsCode && !challenge}
              >
                {t('profile.erasure.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
