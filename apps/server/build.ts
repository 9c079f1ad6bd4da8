/**
 * Builds the server into JavaScript (docs/decisions/028-compiled-server.md): dist/server.js and
 * the upload checker's thread, dist/upload-content.worker.js, and the key tool, dist/keys-cli.js. @hitelkapu/domain, the workspace
 * package the server imports as TypeScript source, is bundled in; every other package stays
 * an import from node_modules. Run: npm run build -w apps/server.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const serverDir = import.meta.dirname;
const outdir = path.join(serverDir, 'dist');

/** Packages are left to node_modules, except the workspace's own TypeScript ones. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hitelkapu/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: {
    server: 'src/server.ts',
    'upload-content.worker': 'src/lib/upload-content.worker.ts',
    'keys-cli': 'src/keys-cli.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // The entries share no chunk: each file stands alone beside the others.
  splitting: false,
  plugins: [externalPackages],
  logLevel: 'warning',
});
