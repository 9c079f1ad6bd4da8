import { defineConfig } from 'vitest/config';

const serverProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${database}`,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    // The process tests (server.*.test.ts) run the embedded database the way `npm start` does; once is enough.
    // Tests of a PostgreSQL server's own behaviour (several instances, query plans) are named *.postgres.test.ts.
    exclude: database === 'postgres' ? ['src/server.*.test.ts'] : ['src/**/*.postgres.test.ts'],
    environment: 'node',
    env: { TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * One run for every unit, component and server suite. The server suite runs on the
 * embedded PGlite and, when TEST_DATABASE_URL is set, again on a real PostgreSQL.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web/vite.config.ts',
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
