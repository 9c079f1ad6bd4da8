import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page, type Response } from '@playwright/test';
import { limitScale } from './limits.ts';

export { expect };

/** The WCAG 2.1 A and AA rules; the portal must meet them (EAA / Directive (EU) 2019/882). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export const COOKIE_CONSENT_KEY = 'allowAnalyticsCookies';

/**
 * Waits until fonts are in and CSS transitions (modals fading in, notifications sliding)
 * have finished, so the scan sees the colours a customer sees. Endless spinners are ignored.
 */
async function waitForStillness(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs axe-core on the page as it is now (open dialogs included) and fails on any serious or
 * critical WCAG 2.1 AA violation, naming the rule, its help text and the offending elements.
 */
export async function expectAccessible(page: Page, options: { include?: string } = {}): Promise<void> {
  await waitForStillness(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const blocking = violations.filter(
    (violation) => violation.impact && BLOCKING_IMPACTS.has(violation.impact),
  );
  const report = blocking.map(
    (violation) =>
      `${violation.id} [${violation.impact}]: ${violation.help}\n` +
      violation.nodes
        .map((node) => {
          // The line after axe's "Fix any of the following:" states what it measured (e.g. the contrast ratio).
          const finding = node.failureSummary?.split('\n')[1]?.trim();
          return `    at ${node.target.join(' ')}${finding ? `: ${finding}` : ''}`;
        })
        .join('\n'),
  );
  expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The app has booted (tokens fetched) and the route's layout and page have rendered. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#root .boot')).toHaveCount(0, { timeout: 15_000 * limitScale });
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main [role="status"]')).toHaveCount(0);
}

/** Opens a path like a visitor would, waits for the screen to render, and checks its accessibility. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForApp(page);
  await expectAccessible(page);
  return response;
}

/** Stores the "only necessary cookies" choice in a context before the app starts, unless one is stored. */
export async function presetCookieChoiceIn(context: BrowserContext): Promise<void> {
  // Only when nothing is stored yet, so a choice the test makes survives its reloads.
  await context.addInitScript((key) => {
    try {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'false');
    } catch {
      // about:blank and opaque frames have no storage; only the portal's own pages matter.
    }
  }, COOKIE_CONSENT_KEY);
}

export interface ConsoleErrors {
  /** Tolerates errors a test provokes on purpose (an aborted chunk, a 503 answer). */
  allow(...patterns: RegExp[]): void;
}

interface Fixtures {
  /** Stores the "only necessary cookies" choice before the app starts, so the consent modal stays closed. */
  presetCookieChoice: boolean;
  consoleErrors: ConsoleErrors;
}

/**
 * Each test is a visitor of its own: its browser and its API calls come through the balancer
 * (the suite's server trusts X-Forwarded-For) from an address of their own in 127.0.0.0/8, so
 * per-address limits (20 registrations an hour) count one person, as in real use, and the dev
 * mailbox still sees a caller on this machine.
 */
function addressOf(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `127.${1 + (hash % 250)}.${(hash >>> 8) % 256}.${1 + ((hash >>> 16) % 250)}`;
}

export const test = base.extend<Fixtures>({
  presetCookieChoice: [true, { option: true }],

  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': addressOf(testInfo.testId) });
  },

  context: async ({ context, presetCookieChoice }, use) => {
    if (presetCookieChoice) await presetCookieChoiceIn(context);
    await use(context);
  },

  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
      });
      context.on('weberror', (webError) =>
        errors.push(`uncaught: ${webError.error().stack ?? webError.error()}`),
      );
      await use({ allow: (...patterns) => allowed.push(...patterns) });
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});
