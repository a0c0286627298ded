import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // No isolation: a worker keeps one jsdom and one module graph (React, MUI, the routes) for all its files
    // instead of building both again per file. setup.ts returns the page and the stores to a fresh state after
    // every test; no file mocks a module (vi.mock would leak into the files after it).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 30_000,
    // Two at a time, as the server project: vitest's default on a 2-core machine is one (cores − 1), which ran
    // every web file after the server ones, alone, and left a core idle for half of `npm run test:unit`.
    maxWorkers: 2,
  },
});
