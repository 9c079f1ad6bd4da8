import type { ApplicationFlowPosition } from '@hitelkapu/domain/status/application';
import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './application.module.css';

/** A position whose screen comes with a later part of the journey: where the application stands. */
export function PositionPanel({ position }: { position: ApplicationFlowPosition }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="position-title" className={classes.card}>
      <Stack gap="md" align="flex-start">
        <Badge variant="light" radius="sm">
          {t('application.positionPanel.badge')}
        </Badge>
        <Title order={2} id="position-title">
          {t(`application.position.${position}`)}
        </Title>
        <Text>{t('application.positionPanel.text')}</Text>
        <Button component={Link} to="/user/applications" variant="light">
          {t('application.positionPanel.list')}
        </Button>
      </Stack>
    </Card>
  );
}
