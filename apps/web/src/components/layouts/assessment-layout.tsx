import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandLogo } from '../brand-logo.tsx';
import classes from './layouts.module.css';
import { SiteFooter } from './site-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** A focused journey (onboarding, assessment, offers, application): no menu, one task on screen. */
export function AssessmentLayout() {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <header className={classes.header}>
        <Container size="md" className={classes.headerInner}>
          <BrandLogo to="/user/profile" />
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
