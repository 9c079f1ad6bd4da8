import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="bottom-center" zIndex={400} />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
