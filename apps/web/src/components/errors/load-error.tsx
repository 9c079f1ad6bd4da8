import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function LoadError({ kind }: { kind: 'chunk' | 'unexpected' }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%" role="alert">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color="red">
            <IconWifiOff size={26} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t(`errors.${kind}.title`)}
          </Title>
          <Text c="dimmed">{t(`errors.${kind}.text`)}</Text>
          <Button
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            {t('common.reload')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
