// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PATHS, renderFirstScreen } from './entry-server.tsx';

const boot = { tokens: {}, config: [] };

describe('the first screen rendered on the server', () => {
  it.each(FIRST_SCREEN_PATHS)(
    'renders %s whole on a server just started, with no part left to the client',
    async (path) => {
      const markup = await renderFirstScreen(path, boot);
      expect(markup).toBeTruthy();
      // "<!--$!-->" marks a boundary the server gave up on: the browser would report
      // "the server could not finish this Suspense boundary" and render it again itself.
      expect(markup).not.toContain('<!--$!-->');
      expect(markup).not.toContain('<template');
    },
  );
});
