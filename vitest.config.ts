import { defineConfig } from 'vitest/config';

// Server integration tests run once per database: always on PGlite, and on PostgreSQL too when
// TEST_DATABASE_URL is set (each test file gets its own database there, so runs do not collide).
const serverTests = ['apps/server/src/**/*.test.ts'];
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] },
      },
      {
        extends: true,
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      ...databases.map((database) => ({
        extends: true as const,
        test: {
          name: `server-${database}`,
          include: serverTests,
          // *.embedded.test.ts exercise PGlite-in-a-folder behaviour (process lock, crash recovery);
          // *.postgres.test.ts need a database several processes share (two servers on one database).
          exclude:
            database === 'postgres'
              ? ['**/*.embedded.test.ts', '**/node_modules/**']
              : ['**/*.postgres.test.ts', '**/node_modules/**'],
          env: { TEST_DB: database },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
