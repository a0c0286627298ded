import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { SHORT } from './helpers/env';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const webDist = process.env.WEB_DIST ?? join(repoRoot, 'apps/web/dist');
if (!existsSync(join(webDist, 'index.html'))) {
  throw new Error(`No built web app in ${webDist}: run \`npm run test:e2e\` (it builds apps/web first).`);
}

/**
 * The system Chromium; browsers are never downloaded. Debian's `chromium-headless-shell` first: the shell is
 * Chromium without its desktop layers (what Playwright itself runs headless); with the GPU work in the browser
 * process (below) it drove the every-route journeys on 30 % less CPU than the full `chromium` (docs/testing.md).
 * The full one still works.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium-headless-shell', 'chromium']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not installed: try the next
    }
  }
  return '/usr/bin/chromium';
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

// The config is evaluated in the runner and again in every worker: choose ports and directories once, in the
// runner, and pass them on through the environment the workers inherit.
if (!process.env.E2E_MAIN_URL) {
  const [main, short, oidc] = [await freePort(), await freePort(), await freePort()];
  const root = mkdtempSync(join(tmpdir(), 'marketdesk-e2e-'));
  // Seed the whole demo (two years of history and every module's part, as `npm start` writes it) once; each
  // server starts on its own copy of it, so the suite pays for one seeding instead of one per server, and a
  // server's first start (waited for below) only adds the scheduled jobs' run history.
  execFileSync('npx', ['tsx', 'apps/server/src/seed.cli.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: join(root, 'template'), DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  Object.assign(process.env, {
    E2E_MAIN_URL: `http://127.0.0.1:${main}`,
    E2E_SHORT_URL: `http://127.0.0.1:${short}`,
    E2E_OIDC_PORT: String(oidc),
    E2E_DATA_ROOT: root,
  });
}
const mainUrl = process.env.E2E_MAIN_URL!;
const shortUrl = process.env.E2E_SHORT_URL!;
const dataRoot = process.env.E2E_DATA_ROOT!;

/** One real server (`apps/server/src/main.ts`) on its own port and its own copy of the freshly seeded demo database. */
function server(url: string, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: `cp -a "${join(dataRoot, 'template')}" "${join(dataRoot, dataDir)}" && npx tsx apps/server/src/main.ts`,
    cwd: repoRoot,
    url: `${url}/health-check`,
    reuseExistingServer: false,
    timeout: 180_000,
    // LOG_LEVEL warn: the server's stdout carries only warnings and errors, such as each 'slow request' (a call
    // over SLOW_REQUEST_MS), which names what held a journey up.
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      HOST: '127.0.0.1',
      PORT: new URL(url).port,
      DATA_DIR: join(dataRoot, dataDir),
      WEB_DIST: webDist,
      SEED_DEMO: 'true',
      LOGIN_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      ...env,
    },
  } satisfies NonNullable<PlaywrightTestConfig['webServer']>;
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: true,
  // One retry on CI: a loaded two-core machine can starve a browser timer once; .ci/run names every test
  // that needed it.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: mainUrl,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    // A failed journey keeps its trace: each action with the page's DOM, network and console, which is what a
    // flaky run is read from. Without the trace's screencast, which doubled the suite's CPU (three spec files:
    // 345 s of CPU with it, 199 s without, 171 s with no trace; docs/testing.md); the failure's screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // A click that cannot happen (a list closed under it) fails within a minute and is retried, instead of holding
    // a worker until its test's time-out (3–5 minutes for the longest journeys).
    actionTimeout: 60_000,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // The (software) GPU work in the browser process: a GPU process of its own cost a fifth of the CPU.
        '--in-process-gpu',
        '--disable-gpu-compositing',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    server(mainUrl, 'main'),
    server(shortUrl, 'short', {
      IDLE_TIMEOUT_SECONDS: String(SHORT.idleTimeoutSeconds),
      ACCESS_TOKEN_TTL_SECONDS: String(SHORT.accessTokenTtlSeconds),
      OIDC_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
      OIDC_CLIENT_ID: SHORT.oidcClientId,
      OIDC_CLIENT_SECRET: SHORT.oidcClientSecret,
      PUBLIC_URL: shortUrl,
    }),
  ],
});
