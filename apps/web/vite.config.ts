import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react()],
  // The shell (MUI, router, query, forms) is one chunk of about 700 kB; screens load lazily per feature.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 900 },
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
