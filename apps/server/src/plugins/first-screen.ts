import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { FirstScreenRenderer } from './static-spa.ts';

interface FirstScreenModule {
  FIRST_SCREEN_PATHS: readonly string[];
  renderFirstScreen: FirstScreenRenderer;
}

export interface FirstScreen {
  /** The paths rendered on the server, empty until the client's render module has loaded. */
  paths(): readonly string[];
  render: FirstScreenRenderer;
}

/**
 * The client's server render of the first screen (`apps/web/dist-server/entry-server.js`, built
 * beside the client by `npm run build`). It is loaded in the background once the server is up,
 * so it adds nothing to the start; until then, and without a build of it, pages are served as
 * before and the client renders them itself.
 */
export function firstScreenFrom(webDistDir: string, log: FastifyBaseLogger): FirstScreen & { load(): void } {
  const file = path.resolve(webDistDir, '..', 'dist-server', 'entry-server.js');
  let loaded: FirstScreenModule | null = null;
  return {
    load() {
      if (!existsSync(file)) return;
      import(pathToFileURL(file).href).then(
        (module: FirstScreenModule) => {
          loaded = module;
        },
        (error: unknown) => log.warn({ err: error }, 'the first screen will be rendered by the client only'),
      );
    },
    paths: () => loaded?.FIRST_SCREEN_PATHS ?? [],
    render: async (pathname, data) => (loaded ? loaded.renderFirstScreen(pathname, data) : null),
  };
}
