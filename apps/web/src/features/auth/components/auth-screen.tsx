import { Anchor, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './auth-screen.module.css';

interface AuthScreenProps {
  title: string;
  lead?: ReactNode;
  /** A big icon above the title, for the states that end a step (sent, confirmed, failed). */
  icon?: ReactNode;
  iconColor?: string;
  /** The Back link above the card (a path, or the previous step of this screen); answers are kept. */
  backTo?: string | (() => void);
  /** Links under the card (forgotten password, registration instead). */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The frame of every account screen: one card, one heading, one primary action inside. */
export function AuthScreen({ title, lead, icon, iconColor, backTo, footer, children }: AuthScreenProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.screen}>
      {typeof backTo === 'string' && (
        <Anchor component={Link} to={backTo} className={classes.back}>
          <IconArrowLeft size={18} aria-hidden />
          {t('auth.back')}
        </Anchor>
      )}
      {typeof backTo === 'function' && (
        <Anchor component="button" type="button" onClick={backTo} className={classes.back}>
          <IconArrowLeft size={18} aria-hidden />
          {t('auth.back')}
        </Anchor>
      )}
      <Card className={classes.card}>
        <Stack gap="lg">
          <Stack gap={6}>
            {icon && (
              <ThemeIcon size={56} radius="xl" variant="light" color={iconColor} mb="xs">
                {icon}
              </ThemeIcon>
            )}
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            {lead && <Text c="gray.7">{lead}</Text>}
          </Stack>
          {children}
        </Stack>
      </Card>
      {footer && (
        <Stack gap="xs" align="center" className={classes.footer}>
          {footer}
        </Stack>
      )}
    </div>
  );
}
