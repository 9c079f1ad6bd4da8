import { QueryClient } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { FIRST_SCREEN_PATHS } from './app/first-screen.ts';
import { Providers } from './app/providers.tsx';
import { buildRoutes } from './app/router.tsx';
import { DemoBanner } from './components/demo-banner.tsx';
import type { BootData } from './lib/boot-data.ts';
import { usePortalConfig } from './lib/portal-config.ts';

export { FIRST_SCREEN_PATHS };

/**
 * The first screen (/, /login, /registration) as HTML, for the server to write into the page
 * it serves: a phone shows the welcome text as soon as the HTML and the stylesheet arrive,
 * before any script, and the client then hydrates the same markup (main.tsx). Rendered with
 * the boot data the page carries, as a visitor without a session sees it; null for any other
 * path or when the route answers a redirect.
 */
export async function renderFirstScreen(pathname: string, boot: BootData): Promise<string | null> {
  if (!(FIRST_SCREEN_PATHS as readonly string[]).includes(pathname)) return null;
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'hu',
    fallbackLng: 'hu',
    keySeparator: false,
    nsSeparator: false,
    resources: { hu: { translation: boot.tokens } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(`http://portal.local${pathname}`));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Read by the banner and the screens while this render runs; every page built at one time
  // is rendered with the same boot data.
  usePortalConfig.setState({ items: boot.config });
  // prerender waits for every lazy part (the cookie dialog, the toasts) to load, where
  // renderToString would leave a part the server had not loaded yet to the client: on a server
  // just started, the browser then reports the boundary the server could not finish.
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Providers queryClient={new QueryClient()}>
          <DemoBanner />
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </I18nextProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
