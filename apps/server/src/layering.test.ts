import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md convention 5a, the parts Biome's restricted-import patterns cannot say
 * because they depend on where the importing file sits: a web feature imports no other
 * feature and nothing of app/ (its tests may render the app page that composes it), and a
 * server module reaches no other module's repository (only the shared customers module's),
 * however deep the importing file is nested. Biome checks the rest
 * (docs/decisions/023-layers-point-one-way.md).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const importPattern = /(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));
}

/** Every relative import of every file under `dir`, resolved to a repository-relative path. */
function relativeImports(dir: string): { from: string; to: string }[] {
  return sourceFiles(path.join(repoRoot, dir)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(importPattern)].map((match) => ({
      from: path.relative(repoRoot, file),
      to: path.relative(repoRoot, path.resolve(path.dirname(file), match[1] as string)),
    })),
  );
}

function segment(file: string, root: string): string | undefined {
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1).split('/')[0] : undefined;
}

describe('layers point one way (convention 5a)', () => {
  it('a web feature imports neither another feature nor the app shell', () => {
    const features = 'apps/web/src/features';
    const backwards = relativeImports(features).filter(({ from, to }) => {
      if (/\.test\.tsx?$/.test(from)) return false;
      const target = segment(to, features);
      return (
        to.startsWith('apps/web/src/app/') || (target !== undefined && target !== segment(from, features))
      );
    });
    expect(backwards).toEqual([]);
  });

  it('a server module reaches another module only through its service, never its repository', () => {
    const modules = 'apps/server/src/modules';
    const backwards = relativeImports(modules).filter(({ from, to }) => {
      const target = segment(to, modules);
      return (
        target !== undefined &&
        target !== 'customers' &&
        target !== segment(from, modules) &&
        to.endsWith('.repository.ts')
      );
    });
    expect(backwards).toEqual([]);
  });

  it('a route file reaches the database only through its services (routes -> service -> repository)', () => {
    const modules = 'apps/server/src/modules';
    const routeFiles = sourceFiles(path.join(repoRoot, modules)).filter((file) =>
      file.endsWith('.routes.ts'),
    );
    const direct = routeFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      // A type-only import (the database's `ping` of the health check) carries no query.
      const valueImports = [...text.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)].map(
        (m) => m[1] as string,
      );
      return valueImports
        .filter((target) => /\.repository\.ts$|\/db\/|^drizzle-orm/.test(target))
        .map((target) => `${path.relative(repoRoot, file)} -> ${target}`);
    });
    expect(routeFiles.length).toBeGreaterThan(15);
    expect(direct).toEqual([]);
  });

  it('a route file is handed its services by app.ts: it makes none and takes no shared deps', () => {
    const modules = path.join(repoRoot, 'apps/server/src/modules');
    const wiring = sourceFiles(modules)
      .filter((file) => file.endsWith('.routes.ts'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/create[A-Z]\w*Services?\(|lib\/types\.ts/g)].map(
          (match) => `${path.relative(repoRoot, file)}: ${match[0]}`,
        ),
      );
    expect(wiring).toEqual([]);
  });

  it('the web calls the API only through endpoint contracts, never by a path string', () => {
    const web = path.join(repoRoot, 'apps/web/src');
    const stringPathCalls = sourceFiles(web)
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.endsWith('lib/api-client.ts'))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /\.(request|requestWithHeaders)(<[^>]*>)?\(|fetch\(\s*[`'"]\/api/g,
          ),
        ].map((match) => `${path.relative(repoRoot, file)}: ${match[0]}`),
      );
    expect(stringPathCalls).toEqual([]);
  });

  it('the import scan sees the imports it judges', () => {
    expect(relativeImports('apps/web/src/features').length).toBeGreaterThan(100);
    expect(relativeImports('apps/server/src/modules').length).toBeGreaterThan(100);
  });
});
