import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingStore, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DealerState } from '../use-dealer-branding.ts';

/** An unknown dealer or a branding that could not be read: what happened and a way on, never a blank page. */
export function DealerErrorPanel({ dealer }: { dealer: Extract<DealerState, { status: 'error' }> }) {
  const { t } = useTranslation();
  const key = dealer.reason === 'not-found' ? 'notFound' : 'failed';
  return (
    <Card maw={640} mx="auto" role="alert">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <IconBuildingStore size={30} />
        </ThemeIcon>
        <Title order={1}>{t(`leasing.error.${key}.title`)}</Title>
        <Text>{t(`leasing.error.${key}.text`)}</Text>
        <Group gap="sm" w="100%">
          {dealer.reason === 'failed' && (
            <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={dealer.retry}>
              {t('common.retry')}
            </Button>
          )}
          <Button
            component={Link}
            to="/"
            variant={dealer.reason === 'failed' ? 'default' : 'filled'}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('common.backHome')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
