import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { bundleBudgetProblems, FIRST_SCREEN } from './src/bundle-budget.ts';

/** Writes .br and .gz beside every text asset so the server can send them precompressed. */
function precompress(): Plugin {
  let outDir = 'dist';
  let skip = false;
  return {
    name: 'hitelkapu-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      // The server render's module is read by the server, never sent to a browser.
      if (skip) return;
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|svg|json)$/.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full);
            if (content.length < 1024) return;
            await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }));
            await writeFile(
              `${full}.br`,
              brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}

/** Fails the build when the first screen or a later chunk outgrows its budget (src/bundle-budget.ts). */
function bundleBudget(): Plugin {
  let outDir = 'dist';
  let skip = false;
  return {
    name: 'hitelkapu-bundle-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (skip) return;
      const problems = bundleBudgetProblems(outDir);
      if (problems.length > 0) throw new Error(`The client is over its budget:\n${problems.join('\n')}`);
    },
  };
}

/**
 * React Router publishes one build for every environment and a production one beside it, which
 * its exports never select for a browser: the build takes the latter (no development warnings).
 */
function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const production = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production/index.mjs',
  );
  return {
    name: 'hitelkapu-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? production : null;
    },
  };
}

/** The modules of the first screen (/, /login, /registration) below the entry; see bench/run.ts. */
const FIRST_SCREEN_MODULES = FIRST_SCREEN.filter((key) => key !== 'index.html');
/**
 * The font files the first screen's text needs: body (400) and headings (600, 700). Preloaded,
 * they arrive beside the page instead of after the stylesheet has been applied.
 */
const FIRST_SCREEN_FONTS = [/inter-hu-(400|600|700)-.*\.woff2$/];

/** The element public/start.js reads the entry and its modules from. */
const START_ELEMENT_ID = 'hk-start';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The first screen arrives rendered from the server, so its paint needs no script. Vite's tags
 * for the entry are replaced by a list that public/start.js turns into the same tags once that
 * paint is done; on a page the server rendered, the modules of the welcome layout and page
 * join them, so they download beside the entry instead of after it has run. The body text's fonts are preloaded.
 */
function firstScreenPreloads(): Plugin {
  return {
    name: 'hitelkapu-first-screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const entryScript = html.match(ENTRY_SCRIPT)?.[1];
        if (!entry || !entryScript) throw new Error('index.html has no entry script to start after paint');
        const preload = [...html.matchAll(ENTRY_PRELOAD)].map(([, href]) => href as string);
        const firstScreen: string[] = [];
        const already = new Set([entry.fileName, ...entry.imports]);
        const styles = new Set<string>();
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || seen.has(fileName)) return;
          seen.add(fileName);
          if (!already.has(fileName)) firstScreen.push(`/${fileName}`);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          chunk.imports.forEach(visit);
        };
        for (const id of FIRST_SCREEN_MODULES) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${id}`));
          if (!chunk) throw new Error(`${id} is not a chunk of its own`);
          visit(chunk.fileName);
        }
        for (const css of entry.viteMetadata?.importedCss ?? []) styles.delete(css);
        const fonts = Object.keys(bundle).filter((name) => FIRST_SCREEN_FONTS.some((re) => re.test(name)));
        const start = JSON.stringify({ entry: entryScript, preload, firstScreen }).replace(/</g, '\\u003c');
        const link = (attrs: Record<string, string | boolean>) => ({
          tag: 'link',
          attrs,
          injectTo: 'head' as const,
        });
        return {
          html: html.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, ''),
          tags: [
            ...fonts.map((file) =>
              link({ rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: true }),
            ),
            ...[...styles].map((file) => link({ rel: 'stylesheet', crossorigin: true, href: `/${file}` })),
            {
              tag: 'script',
              attrs: { type: 'application/json', id: START_ELEMENT_ID },
              children: start,
              injectTo: 'body' as const,
            },
            { tag: 'script', attrs: { src: '/start.js', defer: true }, injectTo: 'body' as const },
          ],
        };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), reactRouterProduction(), firstScreenPreloads(), bundleBudget()],
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // zod serves only the screens that parse responses or build forms; in its own chunk
        // it is never pulled into the first load by a shared chunk the entry also needs.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  server: {
    port: 5173,
    // The provider sandbox and the dev mailbox are server pages too.
    proxy: {
      '/api': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
      '/dev/mailbox': 'http://localhost:3000',
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
