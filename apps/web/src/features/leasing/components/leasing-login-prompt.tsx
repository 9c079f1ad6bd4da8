import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEASING_PATHS } from '../../../lib/paths.ts';

/** A leasing page that shows account data, opened without a session: the way in. */
export function LeasingLoginPrompt() {
  const { t } = useTranslation();
  return (
    <Card maw={560} mx="auto">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={1}>{t('leasing.profile.loginNeeded.title')}</Title>
        <Text>{t('leasing.profile.loginNeeded.text')}</Text>
        <Button component={Link} to={LEASING_PATHS.login} w={{ base: '100%', sm: 'auto' }}>
          {t('leasing.landing.continue')}
        </Button>
      </Stack>
    </Card>
  );
}
