import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { DemoBanner } from './components/demo-banner.tsx';
import { fetchPublicTokens, initI18n } from './lib/i18n.ts';
import { fetchPortalConfig, usePortalConfig } from './lib/portal-config.ts';
import { createQueryClient } from './lib/query-client.ts';
import { retryForever } from './lib/retry.ts';

/** Shown in the boot screen while the server cannot be reached; no translation tokens exist yet. */
const RETRY_TEXT = 'Nem sikerült kapcsolódni. Újrapróbálkozunk…';

function showRetrying() {
  const text = document.getElementById('boot-text');
  if (text) text.textContent = RETRY_TEXT;
}

async function boot() {
  // Spec §8: translation tokens and portal configuration are fetched before the first
  // render, retried every second until they arrive.
  const [tokens, config] = await Promise.all([
    retryForever(fetchPublicTokens, { onRetry: showRetrying }),
    retryForever(fetchPortalConfig, { onRetry: showRetrying }),
  ]);
  await initI18n(tokens);
  usePortalConfig.setState({ items: config });

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const queryClient = createQueryClient();
  const router = createRouter();
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <DemoBanner />
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void boot();
