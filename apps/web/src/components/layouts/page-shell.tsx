import { Container, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import classes from './layouts.module.css';
import { SiteFooter } from './site-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * The frame of every layout but the user area's: skip link, a header, the routed page in a
 * container of the given width, the footer. Layouts differ only in their header.
 */
export function PageShell({
  header,
  headerClassName = classes.header,
  size,
}: {
  header: ReactNode;
  headerClassName?: string;
  size: ContainerProps['size'];
}) {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <header className={headerClassName}>
        <Container size={size} className={classes.headerInner}>
          {header}
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
        <Container size={size}>
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
