import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { confirmEmailLinkQuery } from '../api/auth.ts';
import { AuthScreen } from './auth-screen.tsx';

/** A link that is no longer any good: expired, used, or cut short when copied. */
function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500;
}

export function EmailConfirmationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useQuery({ ...confirmEmailLinkQuery(token), enabled: token !== '' });

  if (token === '' || (confirm.isError && isDeadLink(confirm.error))) {
    return (
      <AuthScreen
        title={t('auth.confirm.failed.title')}
        lead={t('auth.confirm.failed.lead')}
        icon={<IconLinkOff size={30} aria-hidden />}
        iconColor="red"
      >
        <Text>{t('auth.confirm.failed.todo')}</Text>
        <Button component={Link} to="/login/email" fullWidth>
          {t('auth.confirm.login')}
        </Button>
      </AuthScreen>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthScreen
        title={t('auth.confirm.success.title')}
        lead={t('auth.confirm.success.lead', { email: confirm.data.email })}
        icon={<IconCircleCheck size={30} aria-hidden />}
        iconColor="teal"
      >
        <Button component={Link} to="/login/email" fullWidth>
          {t('auth.confirm.login')}
        </Button>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={t('auth.confirm.pending.title')}>
      {confirm.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {errorText(confirm.error, t)}
          </Alert>
          <Button fullWidth onClick={() => void confirm.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : (
        <Center py="lg" role="status" aria-label={t('auth.confirm.pending.title')}>
          <Loader />
        </Center>
      )}
    </AuthScreen>
  );
}
