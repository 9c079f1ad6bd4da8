import { Anchor, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFlagOn } from '../lib/portal-config.ts';
import classes from './demo-banner.module.css';

/**
 * On every page of a demonstration start: nothing here is a real loan, and messages land
 * in the dev mailbox. The server says whether this start is one (portal flag demo_mode).
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const isDemo = useFlagOn('demo_mode');
  if (!isDemo) return null;
  return (
    <aside className={classes.banner} aria-label={t('layout.demo.title')} data-testid="demo-banner">
      <Container size="lg">
        <Text size="sm" className={classes.text}>
          <strong>{t('layout.demo.title')}:</strong> {t('layout.demo.text')}{' '}
          <Anchor href="/dev/mailbox" target="_blank" rel="noopener" size="sm" className={classes.link}>
            {t('layout.demo.mailbox')}
          </Anchor>
        </Text>
      </Container>
    </aside>
  );
}
