import { Badge, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandMark } from '../brand-logo.tsx';
import classes from './layouts.module.css';
import { SiteFooter } from './site-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * The dealer-branded layout for every path under /leasing. Branding changes colours,
 * radii and logos through the theme only; this structure stays the same for every dealer.
 */
export function LeasingLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.shell}>
      <SkipLink />
      <header className={classes.leasingHeader}>
        <Container size="md" className={classes.headerInner}>
          <Group gap={10} wrap="nowrap">
            <BrandMark inverted />
            <Text fw={700} fz={20} lh={1}>
              {t('app.name')}
            </Text>
            <Badge color="white" c="brand.8" variant="filled" radius="sm">
              {t('layout.leasing.badge')}
            </Badge>
          </Group>
          <Text size="sm" visibleFrom="sm">
            {t('layout.leasing.partnerNote')}
          </Text>
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
        <Container size="md">
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
