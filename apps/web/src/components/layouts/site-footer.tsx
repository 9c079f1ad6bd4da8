import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCookieConsent } from '../../lib/cookie-consent-store.ts';
import { ACCESSIBILITY_STATEMENT_PATH } from '../../lib/paths.ts';
import classes from './layouts.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const openCookieSettings = useCookieConsent((state) => state.openSettings);
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group gap="lg">
          <Text size="sm" c="dimmed">
            {t('layout.footer.copyright')} · {t('layout.footer.tagline')}
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={openCookieSettings}>
            {t('layout.footer.cookieSettings')}
          </Anchor>
          <Anchor component={Link} to={ACCESSIBILITY_STATEMENT_PATH} size="sm">
            {t('layout.footer.accessibility')}
          </Anchor>
        </Group>
      </Container>
    </footer>
  );
}
