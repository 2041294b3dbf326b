import { defineConfig } from 'vitest/config';

// Server integration tests run once per database: always on PGlite, and on PostgreSQL too when
// TEST_DATABASE_URL is set (each test file gets its own database there, so runs do not collide).
const serverTests = ['apps/server/src/**/*.test.ts'];
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
// Server tests that open no database (deck readers, language rules, engines, files, the lint rules) run
// once, not once per database: they would test the same thing twice. Folders listed here hold no test that
// needs a database; a module's own database-free tests are named one by one.
const databaseFreeTests = [
  'apps/server/src/{config,course-model,providers,storage}/**/*.test.ts',
  'apps/server/src/lib/{background-priority,child-worker,data-dir-lock,map-limited,work-gate}.test.ts',
  'apps/server/src/modules/certificates/certificate-renderer.test.ts',
  'apps/server/src/modules/chat/{action-asked,answer-kind,course-for-topic,everyday-words,learner-facts,refusal-reply,reply-composition,search-terms,yes-no}.test.ts',
  'apps/server/src/modules/explanations/{builtin-enhancer,little-said,review-marks}.test.ts',
  'apps/server/src/modules/media/media.test.ts',
  'apps/server/src/modules/quiz/{advice-topics,bank-draw,builtin-question-engine,graded-failures}.test.ts',
  'apps/server/src/layer-rules.test.ts',
  'apps/server/src/test/helpers-live-in-test.test.ts',
];

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
      {
        extends: true,
        test: { name: 'server', include: databaseFreeTests, testTimeout: 30_000, hookTimeout: 60_000 },
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
              ? ['**/*.embedded.test.ts', '**/node_modules/**', ...databaseFreeTests]
              : ['**/*.postgres.test.ts', '**/node_modules/**', ...databaseFreeTests],
          env: { TEST_DB: database },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
