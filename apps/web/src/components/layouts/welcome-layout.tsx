import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandLogo } from '../brand-logo.tsx';
import classes from './layouts.module.css';
import { SiteFooter } from './site-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

export function WelcomeLayout() {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <BrandLogo />
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
        <Container size="lg">
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
