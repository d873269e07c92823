import { defineConfig } from 'vitest/config';

/**
 * unit: pure shared code, the web's logic and the lint's own rules. api-*: HTTP tests against a real database, once on
 * SQLite and, when TEST_DATABASE_URL is set, again on PostgreSQL. The two-instance test (several app processes on one
 * shared database) runs on PostgreSQL only: that is how Rumo runs more than one instance.
 */
const MULTI_INSTANCE_TEST = 'src/server/multi-instance.test.ts';
const apiProject = (name: string, db: 'sqlite' | 'postgres') => ({
  test: {
    name,
    include: ['src/server/**/*.test.{ts,tsx}'],
    exclude: db === 'postgres' ? [] : [MULTI_INSTANCE_TEST],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/shared/**/*.test.{ts,tsx}', 'src/web/**/*.test.{ts,tsx}', 'eslint/**/*.test.ts'], testTimeout: 30_000 } },
      apiProject('api-sqlite', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
