import { convertCssVariables, MantineThemeProvider, useMantineTheme } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { type DealerLook, dealerCssVariables } from '../dealer-theme.ts';

/**
 * Doubled, the selector outranks the portal's own `:root` variables wherever either stands in
 * the page; the variables are on the root so dialogs and toasts (portals) wear the dealer's
 * look too, and they leave with this component.
 */
const DEALER_SELECTOR = ':root:root';

/** Puts a dealer's look over the portal's theme for everything inside (and the page's variables). */
export function DealerThemeProvider({ look, children }: { look: DealerLook; children: ReactNode }) {
  const base = useMantineTheme();
  const css = useMemo(
    () => convertCssVariables(dealerCssVariables(base, look), DEALER_SELECTOR),
    [base, look],
  );
  return (
    <MantineThemeProvider theme={look.theme}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the variables are built from checked #rrggbb colours and numbers only. */}
      <style data-dealer-theme dangerouslySetInnerHTML={{ __html: css }} />
      {children}
    </MantineThemeProvider>
  );
}
