import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// API paths; a screen with the same prefix (/dashboard, /tickets, /data) still loads the app because
// browser navigations (Accept: text/html) bypass the proxy below. Add new top-level API paths here.
const API_PREFIXES = [
  '/auth',
  '/users',
  '/health-check',
  '/docs',
  '/permissions',
  '/notifications',
  '/dashboard',
  '/data',
  '/roles',
  '/clients',
  '/brands',
  '/marketplaces',
  '/warehouses',
  '/tasks',
  '/tickets',
];
const target = process.env.API_URL ?? 'http://localhost:8080';

/** The shell and what every signed-in screen reads: the user, reference lists, tenant queries, formats. */
const SHELL =
  /[\\/]src[\\/](app[\\/]shell[\\/]AppShell\.tsx|shared[\\/](session[\\/]api[\\/]get-current-user|reference[\\/](marketplaces|keys)|api[\\/]tenant-query|format[\\/]format)\.ts)$/;
/** A report's filter bar and its state. */
const REPORT_BAR =
  /[\\/]src[\\/]shared[\\/](filters[\\/](ReportFilterBar\.tsx|useReportFilters\.ts)|ui[\\/]marketplace-logos[\\/]MarketplaceLogo\.tsx)$/;

/** src/test is test support (dependency-cruiser keeps production code from importing it): a build that reaches it fails. */
const noTestSupport: Plugin = {
  name: 'no-test-support',
  apply: 'build',
  load(id) {
    if (/[\\/]src[\\/]test[\\/]/.test(id)) this.error(`test support in the production build: ${id}`);
    return null;
  },
};

export default defineConfig({
  plugins: [react(), noTestSupport],
  // The entry holds the sign-in page and what it needs (React, router, query, MUI basics); the shell and every
  // other screen load lazily (app/router.tsx, app/routes.tsx). `npm run bench -- first-page` reads the
  // manifest and weighs what /login and /dashboard download.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      // Everything the entry imports statically is loaded at once anyway: one chunk rather than a dozen shared
      // ones (Typography, Button, Select...) compresses about 7 kB better and saves the requests. The same holds
      // for what every signed-in screen loads with the shell, and for what every report loads with its filter
      // bar: a group takes the modules named and their static imports (issue 30: 20 kB less on /dashboard).
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-page', tags: ['$initial'] },
            { name: (id: string) => (SHELL.test(id) ? 'shell' : null) },
            { name: (id: string) => (REPORT_BAR.test(id) ? 'report-bar' : null) },
          ],
        },
      },
      // The contracts' modules only declare schemas and constants, so a module none of whose exports is used
      // is left out: the sign-in page takes the auth and user schemas without the tickets' or data vault's.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [
        prefix,
        {
          target,
          changeOrigin: false,
          // Browser navigations to a screen (Accept: text/html) stay with the single-page app;
          // the API documentation and the Google sign-in pages are the server's.
          bypass: (req: IncomingMessage) => {
            const url = req.url ?? '';
            const serverPage = url.startsWith('/docs') || url.startsWith('/auth/');
            return req.headers.accept?.includes('text/html') && !serverPage ? '/index.html' : undefined;
          },
        },
      ]),
    ),
  },
});
