import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../components/layouts/skip-link.tsx';

/** How long a page may take to show its heading (a lazy chunk, then a skeleton, then the page). */
const WAIT_MS = 3_000;
const STEP_MS = 50;

/** The focus is where the customer or the page put it, inside the new page's content. */
function isFocusInsideMain(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && main.contains(active);
}

/**
 * After a navigation to another path, the focus moves to the new page's main heading (h1),
 * so a screen reader reads where the customer arrived and Tab continues from there
 * (WCAG 2.1 2.4.3 "Focus Order"). On the first load the focus stays where the browser puts
 * it, so the skip link remains the first stop. A page that already took the focus inside its
 * content (a field it focuses itself) keeps it.
 */
export function useFocusMainHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const isFirstLoad = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of path
  useEffect(() => {
    if (isFirstLoad.current) {
      isFirstLoad.current = false;
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + WAIT_MS;
    const attempt = () => {
      const main = document.getElementById(MAIN_CONTENT_ID);
      if (main && isFocusInsideMain(main)) return;
      const heading = main?.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (Date.now() < deadline) timer = setTimeout(attempt, STEP_MS);
    };
    timer = setTimeout(attempt, 0);
    return () => clearTimeout(timer);
  }, [pathname]);
}
