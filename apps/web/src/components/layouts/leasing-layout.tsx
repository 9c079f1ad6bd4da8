import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../brand-logo.tsx';
import classes from './layouts.module.css';
import { PageShell } from './page-shell.tsx';

/**
 * The dealer-branded layout for every path under /leasing. Branding changes colours,
 * radii and logos through the theme only; this structure stays the same for every dealer.
 */
export function LeasingLayout() {
  const { t } = useTranslation();
  return (
    <PageShell
      size="md"
      headerClassName={classes.leasingHeader}
      header={
        <>
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
        </>
      }
    />
  );
}
