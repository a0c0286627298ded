import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect as baseExpect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { LOGINS, signIn } from './app';

/*
 * Stored session state per demo login (DESIGN section 6, tests): a role signs in through the login form once
 * and later tests open a browser context with that role's localStorage (access and refresh token, selected
 * client) instead of signing in again. The states live in the run's data root (removed by the global teardown).
 *
 * The two workers share the files: the first to need a role takes a lock file and signs in, the other waits
 * for the state. A state is handed out for five minutes, then the role signs in afresh (so a long run signs
 * each role in once per five minutes): the access token lives fifteen minutes on the main server and a journey
 * takes well under ten, so no context ever needs to refresh, and none can spend a refresh token another
 * context still holds (refresh tokens rotate).
 */

export type Role = keyof typeof LOGINS;

const STATE_LIFETIME_MS = 5 * 60_000;
const WAIT_FOR_OTHER_WORKER_MS = 120_000;
const STALE_LOCK_MS = 60_000;

function stateDir(): string {
  const root = process.env.E2E_DATA_ROOT;
  if (!root) throw new Error('E2E_DATA_ROOT is not set: run the suite through playwright.config.ts');
  const dir = join(root, 'session-state');
  mkdirSync(dir, { recursive: true });
  return dir;
}

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

function contextOptions(info: TestInfo) {
  const { baseURL, viewport } = info.project.use;
  return { baseURL, viewport: viewport ?? undefined };
}

/** The file of the role's stored state for this five-minute period, signing in through the form if needed. */
export async function storedState(browser: Browser, role: Role, info: TestInfo): Promise<string> {
  const period = Math.floor(Date.now() / STATE_LIFETIME_MS);
  const dir = stateDir();
  const file = join(dir, `${role}-${period}.json`);
  const lock = join(dir, `${role}-${period}.lock`);
  const deadline = Date.now() + WAIT_FOR_OTHER_WORKER_MS;
  while (!existsSync(file)) {
    let fd: number | null = null;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      // Another worker is signing this role in: wait for its file (or take over a lock it left behind).
      if (Date.now() > deadline) throw new Error(`timed out waiting for the stored state of ${role}`);
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > STALE_LOCK_MS) rmSync(lock, { force: true });
      await sleep(250);
      continue;
    }
    try {
      const context = await browser.newContext(contextOptions(info));
      try {
        const page = await context.newPage();
        await signIn(page, LOGINS[role]);
        await context.storageState({ path: `${file}.tmp` });
        // Renamed into place whole, so a waiting worker never reads half a file.
        renameSync(`${file}.tmp`, file);
      } finally {
        await context.close();
      }
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
  return file;
}

/** A new browser context signed in as the role (its stored state); the runner traces it like the test's page. */
export async function contextAs(browser: Browser, role: Role, info: TestInfo): Promise<BrowserContext> {
  return browser.newContext({
    ...contextOptions(info),
    storageState: await storedState(browser, role, info),
  });
}

/**
 * `as(role)`: a page signed in as that demo login, in its own browser context (so one journey can hand a
 * ticket from one person to the next). The contexts close when the test ends.
 */
export const test = base.extend<{ as: (role: Role) => Promise<Page> }>({
  as: async ({ browser }, use, info) => {
    const opened: BrowserContext[] = [];
    await use(async (role) => {
      const context = await contextAs(browser, role, info);
      opened.push(context);
      return context.newPage();
    });
    for (const context of opened) {
      // Closing also ends the context's trace chunk; a trace the runner could not write (seen once on a loaded
      // machine: ENOENT in .playwright-artifacts) is noted, not made the test's failure.
      await context.close().catch((error: Error) => {
        info.annotations.push({ type: 'warning', description: `closing a context: ${error.message}` });
      });
    }
  },
});

/**
 * The journeys' expect: each step may wait 20 seconds (the suite's default is 10). A ticket journey renders
 * tables of hundreds of rows while another worker uploads files on a two-core machine; no step asserts a time.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });
