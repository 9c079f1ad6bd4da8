import { Box, Button, Card, MantineThemeProvider, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { type CSSProperties, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import leasingClasses from '../features/leasing/components/leasing.module.css';
import { buildDealerLook, dealerCssVariables } from '../features/leasing/dealer-theme.ts';
import { staffApi } from '../features/staff/api/staff-client.ts';
import { StaffNav } from '../features/staff/components/staff-nav.tsx';
import { ConfigDealersPage } from '../features/staff-config/components/dealers-page.tsx';
import { ConfigMerchantsPage } from '../features/staff-config/components/merchants-page.tsx';
import { type StaffConfigDeps, StaffConfigProvider } from '../features/staff-config/config-deps.tsx';
import {
  DealerPreviewProvider,
  type DealerPreviewRenderer,
} from '../features/staff-config/dealer-preview.tsx';

/**
 * The configuration editor's dealer and shop pages. The dealer preview is drawn with the
 * leasing feature's own theme code (buildDealerLook), so the configurator sees the header band
 * and the primary button exactly as /leasing will; a feature imports no other feature, so the
 * two meet here.
 */
const deps: StaffConfigDeps = { api: staffApi, nav: <StaffNav /> };

const cssOf = (variables: Record<string, string>) =>
  Object.entries(variables)
    .map(([name, value]) => `${name}: ${value};`)
    .join('');

/** The leasing header and a landing card in the dealer's look, its variables scoped to the preview. */
const LeasingPreview: DealerPreviewRenderer = ({ branding, images }) => (
  <LeasingLook branding={branding} images={images} />
);

function LeasingLook({ branding, images }: Parameters<DealerPreviewRenderer>[0]) {
  const { t } = useTranslation();
  const base = useMantineTheme();
  const scope = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const look = useMemo(() => buildDealerLook(branding), [branding]);
  // The colours are checked #rrggbb and the radii numbers before a preview is drawn at all.
  const css = useMemo(() => {
    const variables = dealerCssVariables(base, look);
    return `[data-dealer-preview="${scope}"]{${cssOf(variables.variables ?? {})}${cssOf(variables.light ?? {})}}`;
  }, [base, look, scope]);
  const compact = images.compactLogo ?? images.bigLogo;
  const big = images.bigLogo ?? images.compactLogo;
  const band = {
    '--dealer-header-bg': look.header.background,
    '--dealer-header-fg': look.header.color,
  } as CSSProperties;
  return (
    <MantineThemeProvider theme={look.theme}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: built from checked #rrggbb colours and numbers only. */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <Box data-dealer-preview={scope} style={{ ...band, overflow: 'hidden' }} bg="gray.0" bdrs="md">
        <div className={leasingClasses.header}>
          <div className={leasingClasses.headerInner} style={{ paddingInline: 12 }}>
            <span className={leasingClasses.dealerLink}>
              {compact && (
                <Box className={leasingClasses.logoTile} hiddenFrom="sm">
                  <img src={compact} alt="" className={leasingClasses.compactLogo} />
                </Box>
              )}
              {big && (
                <Box className={leasingClasses.logoTile} visibleFrom="sm">
                  <img src={big} alt="" className={leasingClasses.bigLogo} />
                </Box>
              )}
              <span className={leasingClasses.dealerName}>{branding.name}</span>
            </span>
            <div className={leasingClasses.partner}>
              <div className={leasingClasses.partnerLabel}>{t('leasing.layout.partnerLabel')}</div>
              <div className={leasingClasses.partnerName}>{t('app.name')}</div>
            </div>
          </div>
        </div>
        <Box p="md">
          <Card withBorder>
            <Stack gap="sm" align="flex-start">
              {images.heroImage && (
                <img
                  src={images.heroImage}
                  alt=""
                  style={{
                    width: '100%',
                    maxHeight: 140,
                    objectFit: 'cover',
                    borderRadius: branding.borderRadius,
                  }}
                />
              )}
              <Title order={3} size="h4">
                {t('staffConfig.dealer.previewHeading')}
              </Title>
              <Text size="sm">{t('staffConfig.dealer.previewText')}</Text>
              <Button tabIndex={-1} aria-hidden>
                {t('staffConfig.dealer.previewButton')}
              </Button>
            </Stack>
          </Card>
        </Box>
      </Box>
    </MantineThemeProvider>
  );
}

export function StaffConfigDealersPage() {
  return (
    <StaffConfigProvider deps={deps}>
      <DealerPreviewProvider render={LeasingPreview}>
        <ConfigDealersPage />
      </DealerPreviewProvider>
    </StaffConfigProvider>
  );
}

export function StaffConfigMerchantsPage() {
  return (
    <StaffConfigProvider deps={deps}>
      <ConfigMerchantsPage />
    </StaffConfigProvider>
  );
}
