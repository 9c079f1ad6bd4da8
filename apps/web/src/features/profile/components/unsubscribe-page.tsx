import { Alert, Button, Card, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff, IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { unsubscribeQuery, useUnsubscribe } from '../api/data-rights.ts';

function Frame({ icon, color, children }: { icon: ReactNode; color: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack maw={480} mx="auto" w="100%">
      <Card padding="xl">
        <Stack gap="lg">
          <Stack gap={6}>
            <ThemeIcon size={56} radius="xl" variant="light" color={color} mb="xs">
              {icon}
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('unsubscribe.title')}
            </Title>
          </Stack>
          {children}
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * The page of a marketing email's unsubscribe link. Opening it changes nothing (mail scanners
 * open links too); the button withdraws the consent, without a login, by the link's token.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useQuery({ ...unsubscribeQuery(token), enabled: token !== '' });
  const unsubscribe = useUnsubscribe(token);
  const toPortal = (
    <Button component={Link} to="/login" variant="light" fullWidth>
      {t('unsubscribe.toPortal')}
    </Button>
  );

  const isDeadLink = status.isError && status.error instanceof ApiError && status.error.status < 500;
  if (token === '' || isDeadLink) {
    return (
      <Frame icon={<IconLinkOff size={30} aria-hidden />} color="red">
        <Text>{token === '' ? t('unsubscribe.missingToken') : errorText(status.error, t)}</Text>
        {toPortal}
      </Frame>
    );
  }
  if (status.isError) {
    return (
      <Frame icon={<IconMailOff size={30} aria-hidden />} color="brand">
        <Alert color="red" variant="light" role="alert">
          {errorText(status.error, t)}
        </Alert>
        <Button fullWidth onClick={() => void status.refetch()}>
          {t('common.retry')}
        </Button>
      </Frame>
    );
  }
  if (!status.isSuccess) {
    return (
      <Frame icon={<IconMailOff size={30} aria-hidden />} color="brand">
        <Center py="lg" role="status" aria-label={t('common.loading')}>
          <Loader />
        </Center>
      </Frame>
    );
  }
  if (!status.data.isSubscribed) {
    return (
      <Frame icon={<IconCircleCheck size={30} aria-hidden />} color="teal">
        <Text role="status" fw={600}>
          {unsubscribe.isSuccess ? t('unsubscribe.done') : t('unsubscribe.alreadyDone')}
        </Text>
        <Text c="gray.7">{t('unsubscribe.profileHint')}</Text>
        {toPortal}
      </Frame>
    );
  }
  return (
    <Frame icon={<IconMailOff size={30} aria-hidden />} color="brand">
      <Text c="gray.7">{t('unsubscribe.lead')}</Text>
      {status.data.maskedEmail && (
        <Text fw={600}>{t('unsubscribe.address', { email: status.data.maskedEmail })}</Text>
      )}
      {unsubscribe.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(unsubscribe.error, t)}
        </Alert>
      )}
      <Button fullWidth size="md" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
        {t('unsubscribe.submit')}
      </Button>
      <Text size="sm" c="gray.7">
        {t('unsubscribe.profileHint')}
      </Text>
    </Frame>
  );
}
