import { defineConfig } from 'vitest/config';

/**
 * unit: pure shared code. api-*: HTTP tests against a real database, once on
 * SQLite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
 */
const apiProject = (name: string, db: 'sqlite' | 'postgres') => ({
  test: {
    name,
    include: ['src/server/**/*.test.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts'], testTimeout: 30_000 } },
      apiProject('api-sqlite', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
