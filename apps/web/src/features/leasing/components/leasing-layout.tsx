import type { DealerBranding } from '@hitelkapu/domain/contracts/dealer-branding';
import { Badge, Box, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../../components/brand-logo.tsx';
import { SiteFooter } from '../../../components/layouts/site-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/layouts/skip-link.tsx';
import { buildDealerLook } from '../dealer-theme.ts';
import { DealerContext, type DealerImages, useDealerBranding, useDealerId } from '../use-dealer-branding.ts';
import { DealerErrorPanel } from './dealer-error-panel.tsx';
import { DealerThemeProvider } from './dealer-theme-provider.tsx';
import classes from './leasing.module.css';

/**
 * While a dealer's branding loads, the page wears quiet greys, neither the portal's teal nor
 * anyone's colours, so nothing changes colour when the dealer's look arrives.
 */
const NEUTRAL_LOOK = buildDealerLook({
  dealerId: '00000000-0000-4000-8000-000000000000',
  name: '-',
  bigLogo: null,
  compactLogo: null,
  heroImage: null,
  primaryColor: '#495057',
  secondaryColor: '#f1f3f5',
  buttonTextColor: '#ffffff',
  borderRadius: 8,
  buttonRadius: 8,
});

/**
 * The frame of every path under /leasing (spec §2): the dealer's logo and name in a band of
 * the dealer's colour, Hitelkapu named as the financing partner, the portal's footer. A
 * dealer's branding changes colours, radii and logos through the theme only; the structure
 * is the same for every dealer.
 */
export function LeasingLayout() {
  const dealer = useDealerBranding(useDealerId());
  if (dealer.status === 'loading') {
    return (
      <DealerThemeProvider look={NEUTRAL_LOOK}>
        <LoadingFrame />
      </DealerThemeProvider>
    );
  }
  if (dealer.status === 'ready') {
    const { look, branding, images } = dealer;
    const bandColours = {
      '--dealer-header-bg': look.header.background,
      '--dealer-header-fg': look.header.color,
    } as CSSProperties;
    return (
      <DealerContext.Provider value={dealer}>
        <DealerThemeProvider look={look}>
          <Frame style={bandColours} header={<DealerHeader branding={branding} images={images} />}>
            <Outlet />
          </Frame>
        </DealerThemeProvider>
      </DealerContext.Provider>
    );
  }
  return (
    <DealerContext.Provider value={dealer}>
      <Frame header={<PortalHeader />}>
        {dealer.status === 'error' ? <DealerErrorPanel dealer={dealer} /> : <Outlet />}
      </Frame>
    </DealerContext.Provider>
  );
}

function Frame({
  header,
  headerClassName = classes.header,
  style,
  children,
}: {
  header: ReactNode;
  headerClassName?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div className={classes.shell} style={style}>
      <SkipLink />
      <header className={headerClassName}>
        <Container size="md" className={classes.headerInner}>
          {header}
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
        <Container size="md">{children}</Container>
      </main>
      <SiteFooter />
    </div>
  );
}

function PartnerNote() {
  const { t } = useTranslation();
  return (
    <div className={classes.partner}>
      <div className={classes.partnerLabel}>{t('leasing.layout.partnerLabel')}</div>
      <div className={classes.partnerName}>{t('app.name')}</div>
    </div>
  );
}

function DealerHeader({ branding, images }: { branding: DealerBranding; images: DealerImages }) {
  const { t } = useTranslation();
  const compact = images.compactLogo ?? images.bigLogo;
  const big = images.bigLogo ?? images.compactLogo;
  return (
    <>
      <Link
        to="/leasing"
        className={classes.dealerLink}
        aria-label={t('leasing.layout.homeLink', { dealer: branding.name })}
      >
        {compact && (
          <Box className={classes.logoTile} hiddenFrom="sm">
            <img src={compact} alt="" className={classes.compactLogo} />
          </Box>
        )}
        {big && (
          <Box className={classes.logoTile} visibleFrom="sm">
            <img src={big} alt="" className={classes.bigLogo} />
          </Box>
        )}
        <span className={classes.dealerName}>{branding.name}</span>
      </Link>
      <PartnerNote />
    </>
  );
}

/** No dealer (bare /leasing without a link) or a dealer that cannot be shown: the portal's own look. */
function PortalHeader() {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <BrandMark inverted />
      <Text fw={700} fz={20} lh={1}>
        {t('app.name')}
      </Text>
      <Badge color="white" c="brand.8" variant="filled" radius="sm">
        {t('layout.leasing.badge')}
      </Badge>
    </Group>
  );
}

function LoadingFrame() {
  const { t } = useTranslation();
  return (
    <Frame
      headerClassName={`${classes.header} ${classes.headerLoading}`}
      header={
        <>
          <Group gap={12} wrap="nowrap">
            <Skeleton height={48} width={48} radius="md" />
            <Skeleton height={16} width={140} radius="sm" />
          </Group>
          <Skeleton height={28} width={96} radius="sm" />
        </>
      }
    >
      <Stack gap="lg" role="status" aria-label={t('leasing.layout.loading')}>
        <Skeleton height={220} radius="md" />
        <Skeleton height={20} width="70%" radius="sm" />
        <Skeleton height={20} width="55%" radius="sm" />
        <Skeleton height={48} width={240} radius="md" />
      </Stack>
    </Frame>
  );
}
