import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'md-main-'));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves with everything printed once `pattern` appears (the process is real; no clock involved). */
function waitForOutput(proc: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (pattern.test(out)) resolve(out);
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

describe('main: the real process', () => {
  it('migrates an empty data directory, seeds and prints the demo logins, serves, and stops on SIGTERM', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        SEED_DEMO_HISTORY: 'false',
        JWT_SECRET: '',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = await waitForOutput(child, /running on http:\/\/localhost:(\d+)/);
    expect(out).toContain('sa@demo.marketdesk.dev');
    const port = /running on http:\/\/localhost:(\d+)/.exec(out)![1];

    const health = await fetch(`http://127.0.0.1:${port}/health-check`);
    expect(await health.json()).toEqual({ v: '4.2.133' });
    const login = await fetch(`http://127.0.0.1:${port}/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'sa@demo.marketdesk.dev', password: 'Marketdesk#1' }),
    });
    expect(login.status).toBe(200);

    // The generated signing secret is kept private in the data directory.
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

    const exited = new Promise<number | null>((resolve) => child!.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
