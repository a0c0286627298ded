import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; e2e (Playwright) and bench are separate. `docs` checks the README's and
// docs/'s links, anchors and repository paths (docs/links.test.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/web',
      { test: { name: 'docs', include: ['docs/**/*.test.ts'] } },
    ],
  },
});
