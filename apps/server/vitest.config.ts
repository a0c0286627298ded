import { defineProject } from 'vitest/config';

// Each test file builds its own app on its own database (PGlite in memory, or a fresh PostgreSQL database
// when TEST_DATABASE_URL is set). Two workers keep memory and CPU sane on a small machine.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
