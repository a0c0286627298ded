import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; e2e (Playwright) and bench are separate.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
