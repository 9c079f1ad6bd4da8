import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The square mark; `inverted` draws it white for use on a brand-coloured header. */
export function BrandMark({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  const brand = 'var(--mantine-color-brand-7)';
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : brand} />
      <path d="M9 23V9h3.2v5.6h7.6V9H23v14h-3.2v-5.6h-7.6V23z" fill={inverted ? brand : '#fff'} />
    </svg>
  );
}

export function BrandLogo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} aria-label={t('layout.homeLink')}>
      <Group gap={10} wrap="nowrap">
        <BrandMark />
        <Text fw={700} fz={20} c="brand.8" lh={1}>
          {t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
