import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Card maw={560} mx="auto">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconLock size={26} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{t('pages.Forbidden.title')}</Title>
        <Text>{t('pages.Forbidden.description')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('common.backHome')}
        </Button>
      </Stack>
    </Card>
  );
}
