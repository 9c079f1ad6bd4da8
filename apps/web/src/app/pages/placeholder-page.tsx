import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../use-route-name.ts';

/** A screen that is not built yet says, in Hungarian, what will be there. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const name = useRouteName() ?? 'Login';
  return (
    <Card maw={640} mx="auto">
      <Stack gap="md" align="flex-start">
        <Badge variant="light" radius="sm">
          {t('placeholder.notice')}
        </Badge>
        <Title order={1}>{t(`pages.${name}.title`)}</Title>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase">
          {t('placeholder.whatComes')}
        </Text>
        <Text>{t(`pages.${name}.description`)}</Text>
        <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('common.backHome')}
        </Button>
      </Stack>
    </Card>
  );
}
