import './app/fonts.css';
import './app/mantine-first-screen.css';
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createHydratingRouter, createRouter, PRERENDERED_ATTRIBUTE } from './app/router.tsx';
import { DemoBanner } from './components/demo-banner.tsx';
import { type BootData, readBootData } from './lib/boot-data.ts';
import { initI18n } from './lib/i18n.ts';
import { usePortalConfig } from './lib/portal-config.ts';
import { createQueryClient } from './lib/query-client.ts';
import { retryForever } from './lib/retry.ts';

/** Shown in the boot screen while the server cannot be reached; no translation tokens exist yet. */
const RETRY_TEXT = 'Nem sikerült kapcsolódni. Újrapróbálkozunk…';

function showRetrying() {
  const text = document.getElementById('boot-text');
  if (text) text.textContent = RETRY_TEXT;
}

/**
 * Spec §8: translation tokens and portal configuration are there before the first render. The
 * server writes them into the page; without them (the Vite dev server, a page cached from
 * before) they are fetched, retried every second until they arrive.
 */
async function loadBootData(): Promise<BootData> {
  const written = readBootData();
  if (written) return written;
  const { fetchBootData } = await retryForever(() => import('./lib/boot-fetch.ts'), {
    onRetry: showRetrying,
  });
  return fetchBootData(showRetrying);
}

async function boot() {
  const { tokens, config } = await loadBootData();
  await initI18n(tokens);
  usePortalConfig.setState({ items: config });

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const queryClient = createQueryClient();
  // The server wrote the first screen into the page (entry-server.tsx): hydrate it, with its
  // route modules loaded first so the first render matches the markup; else render afresh.
  const hydrating = root.hasAttribute(PRERENDERED_ATTRIBUTE) ? await createHydratingRouter() : null;
  const router = hydrating ?? createRouter();
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <Providers queryClient={queryClient}>
          <DemoBanner />
          <RouterProvider router={router} />
        </Providers>
      </I18nextProvider>
    </StrictMode>
  );
  // Inside a transition, hydrating or rendering goes in slices that yield to the browser, so a
  // large screen does not hold the main thread in one long task while it is built.
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else {
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  }
}

void boot();
