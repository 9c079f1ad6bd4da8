import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useToastsWanted } from '../lib/toasts-wanted.ts';
import { theme } from './theme.ts';

/**
 * Mantine's default "dimmed" grey (#868e96) reaches only 3.3:1 on white; secondary text must
 * stay readable (WCAG 2.1 AA, 4.5:1), so it is darkened to about 5.7:1; error text likewise.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c6770', '--mantine-color-error': '#c92a2a' },
  dark: {},
});

// The toasts (with their transitions) are not part of the first screen: they load with the
// first notify(), which queues its toast until they have arrived.
const NotificationsHost = lazy(() =>
  import('../components/notifications-host.tsx').then((m) => ({ default: m.NotificationsHost })),
);

function Toasts() {
  const wanted = useToastsWanted((state) => state.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <Toasts />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
