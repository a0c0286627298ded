import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { databaseTestFiles } from './test/database-files.ts';

// Each test file builds its own app on its own database (PGlite in memory, or a fresh PostgreSQL database
// when TEST_DATABASE_URL is set). Two workers keep memory and CPU sane on a small machine.
export default defineProject({
  test: {
    name: 'server',
    // The run again on PostgreSQL (.ci/run sets TEST_DATABASE_FILES_ONLY) takes only the files that can reach a
    // database: the others answer the same on any, and ran on PGlite already (test/database-files.ts).
    include: process.env.TEST_DATABASE_FILES_ONLY
      ? databaseTestFiles(fileURLToPath(new URL('.', import.meta.url)))
      : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Migrates once per run; each file's database is a copy of that template (test/database.ts).
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    // No isolation: a worker imports the app's modules once for all its files instead of once per file (that
    // was a third of the run). Safe because nothing per file lives in a module: apps, databases, pools and
    // schedulers are built by each file; the module-level registries hold plain functions under unique names;
    // no file mocks a module or changes process.env.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
