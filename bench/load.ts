/**
 * `npm run bench -- load`: many signed-in users at once against a real server (issue 30, section 4).
 *
 * For each backend (BENCH_BACKENDS=pglite,pg; default both) it starts `apps/server/src/main.ts` as its own process
 * on 127.0.0.1 (so the load generator never shares the server's event loop) on the demo `npm start` writes:
 * - PGlite: a copy of a template seeded once into .data-bench/load/template (`npm run seed`), fresh every run;
 * - PostgreSQL: the database marketdesk_bench_load through BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/
 *   postgres), seeded once and reused.
 * Then BENCH_LOAD_USERS sessions (default 200; the demo's active accounts signed in round-robin, each session its
 * own sign-in) each call, in turn, `/users/me`, the notifications poll, the dashboard's sales for a month and for a
 * year, the ticket list and a Data Vault page, waiting BENCH_LOAD_THINK_MS (default 1000) between calls, for
 * BENCH_LOAD_SECONDS (default 60). Beside them a probe calls `/health-check` every 500 ms. It prints per backend:
 * requests, throughput, errors (5xx, refusals, network), p50/p95/p99/max per call and overall, the health check's
 * p99 and max, and the load average before and after. Figures and their goals are in docs/benchmarks.md.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/db/demo';
import { percentile } from './harness';

const ROOT = resolve(import.meta.dirname, '..');
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 1000);
const SUPER_ADMIN = 'sa@demo.marketdesk.dev';

interface Backend {
  key: 'pglite' | 'pg';
  name: string;
  /** Prepares the database; answers the server's environment and a clean-up. */
  prepare(): Promise<{ env: Record<string, string>; cleanup(): void }>;
}

function seed(env: Record<string, string>, label: string): void {
  console.log(`${label}: seeding the demo (npm run seed)`);
  const run = spawnSync('npm', ['run', 'seed'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  if (run.status !== 0) throw new Error(`${label}: seeding failed (exit ${run.status})`);
}

function backends(): Backend[] {
  const dir = resolve(ROOT, '.data-bench', 'load');
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(admin);
  url.pathname = '/marketdesk_bench_load';
  const all: Backend[] = [
    {
      key: 'pglite',
      name: 'embedded (PGlite)',
      async prepare() {
        const template = resolve(dir, 'template');
        if (!existsSync(resolve(template, 'PG_VERSION'))) {
          mkdirSync(template, { recursive: true });
          seed({ DATA_DIR: template, DATABASE_URL: '' }, 'PGlite');
        }
        const run = resolve(dir, `run-${process.pid}`);
        rmSync(run, { recursive: true, force: true });
        cpSync(template, run, { recursive: true });
        return {
          env: { DATA_DIR: run, DATABASE_URL: '' },
          cleanup: () => rmSync(run, { recursive: true, force: true }),
        };
      },
    },
    {
      key: 'pg',
      name: 'PostgreSQL',
      async prepare() {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        const exists = await c.query("select 1 from pg_database where datname = 'marketdesk_bench_load'");
        if (exists.rowCount === 0) await c.query('create database marketdesk_bench_load');
        await c.end();
        // `npm run seed` writes the demo only into an empty database, so a second run reuses it.
        seed({ DATABASE_URL: url.toString() }, 'PostgreSQL');
        return { env: { DATABASE_URL: url.toString() }, cleanup: () => {} };
      },
    },
  ];
  const only = process.env.BENCH_BACKENDS?.split(',');
  return all.filter((b) => !only || only.includes(b.key));
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

async function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(resolve(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      WEB_DIST: '',
      LOGIN_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/health-check`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /health-check within 180 s');
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

interface Me {
  clients: { id: number }[];
}

/** A session's calls, as the browser sends them (paths and queries of the contracts). */
function callsOf(clientId: number): { name: string; path: string }[] {
  const today = new Date();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const ago = (days: number) => day(new Date(today.getTime() - days * 86_400_000));
  const c = `client_id=${clientId}`;
  return [
    { name: '/users/me', path: `/users/me?${c}` },
    { name: 'notifications', path: `/notifications?${c}` },
    {
      name: 'dashboard month',
      path: `/dashboard/sales/daily?start_date=${ago(30)}&end_date=${day(today)}&${c}`,
    },
    {
      name: 'dashboard year',
      path: `/dashboard/sales/daily?start_date=${ago(365)}&end_date=${day(today)}&${c}`,
    },
    { name: 'tickets', path: `/tickets/all?${c}` },
    { name: 'data vault page', path: `/data/sku?cursor=1&size=50&${c}` },
  ];
}

interface Sample {
  name: string;
  ms: number;
  status: number;
}

interface Session {
  token: string;
  calls: { name: string; path: string }[];
}

/**
 * Every active demo account signed in round-robin; each session makes the calls its account may make (a call the
 * account is refused at the start, a 403 of its roles, is left out of its turn and counted in the summary line).
 */
async function sessions(base: string): Promise<Session[]> {
  const saToken = await signIn(base, SUPER_ADMIN);
  const headersOf = (token: string) => ({ authorization: `Bearer ${token}` });
  const sa = (await (await fetch(`${base}/users/me`, { headers: headersOf(saToken) })).json()) as Me;
  const list = (await (
    await fetch(`${base}/users?client_id=${sa.clients[0]!.id}`, { headers: headersOf(saToken) })
  ).json()) as { email: string }[];
  const emails = [SUPER_ADMIN, ...list.map((u) => u.email).filter((e) => e !== SUPER_ADMIN)];
  const usable: { email: string; calls: Session['calls'] }[] = [];
  const refused = new Map<string, number>();
  for (const email of emails) {
    let token: string;
    try {
      token = await signIn(base, email);
    } catch {
      refused.set('sign-in', (refused.get('sign-in') ?? 0) + 1);
      continue;
    }
    const me = (await (await fetch(`${base}/users/me`, { headers: headersOf(token) })).json()) as Me;
    const clientId = me.clients[0]?.id;
    if (clientId === undefined) continue;
    const calls: Session['calls'] = [];
    for (const call of callsOf(clientId)) {
      const status = (await fetch(`${base}${call.path}`, { headers: headersOf(token) })).status;
      if (status === 200) calls.push(call);
      else refused.set(`${call.name} ${status}`, (refused.get(`${call.name} ${status}`) ?? 0) + 1);
    }
    if (calls.length > 0) usable.push({ email, calls });
  }
  if (usable.length === 0) throw new Error('no demo account may make a call of the load');
  const out: Session[] = [];
  for (let i = 0; i < USERS; i++) {
    const u = usable[i % usable.length]!;
    out.push({ token: await signIn(base, u.email), calls: u.calls });
  }
  const left = [...refused].map(([k, n]) => `${k} ×${n}`).join(', ');
  console.log(
    `${USERS} sessions of ${usable.length} demo accounts${left ? `; left out at the start: ${left}` : ''}`,
  );
  return out;
}

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; status: number }> {
  const t = performance.now();
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(120_000) });
    await res.arrayBuffer();
    return { ms: performance.now() - t, status: res.status };
  } catch {
    return { ms: performance.now() - t, status: 0 };
  }
}

async function drive(base: string, list: Session[]): Promise<{ samples: Sample[]; health: number[] }> {
  const samples: Sample[] = [];
  const health: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  const user = async (s: Session, index: number) => {
    // Spread the first calls over one think time, as users do not all click at the same instant.
    await new Promise((r) => setTimeout(r, (index * THINK_MS) / list.length));
    const headers = { authorization: `Bearer ${s.token}` };
    for (let i = index; Date.now() < end; i++) {
      const call = s.calls[i % s.calls.length]!;
      const { ms, status } = await timed(`${base}${call.path}`, headers);
      samples.push({ name: call.name, ms, status });
      await new Promise((r) => setTimeout(r, THINK_MS));
    }
  };
  const probe = async () => {
    while (Date.now() < end) {
      health.push((await timed(`${base}/health-check`, {})).ms);
      await new Promise((r) => setTimeout(r, 500));
    }
  };
  await Promise.all([...list.map(user), probe()]);
  return { samples, health };
}

const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);

function report(name: string, samples: Sample[], health: number[], load: [number[], number[]]): void {
  const head = ['call', 'requests', '5xx', 'other errors', 'p50', 'p95', 'p99', 'max'];
  const rows: string[][] = [];
  const row = (label: string, xs: Sample[]) => {
    const ms = xs.map((s) => s.ms);
    rows.push([
      label,
      String(xs.length),
      String(xs.filter((s) => s.status >= 500).length),
      String(xs.filter((s) => s.status === 0 || (s.status >= 400 && s.status < 500)).length),
      fmt(percentile(ms, 50)),
      fmt(percentile(ms, 95)),
      fmt(percentile(ms, 99)),
      fmt(Math.max(...ms)),
    ]);
  };
  for (const call of [...new Set(samples.map((s) => s.name))]) {
    row(
      call,
      samples.filter((s) => s.name === call),
    );
  }
  row('all', samples);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${name}: ${USERS} users for ${SECONDS} s, ${(samples.length / SECONDS).toFixed(0)} req/s`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  console.log(
    `/health-check probe: ${health.length} calls, p99 ${fmt(percentile(health, 99))}, max ${fmt(Math.max(...health))}`,
  );
  console.log(
    `load average before ${load[0].map((x) => x.toFixed(2)).join(' ')}, after ${load[1].map((x) => x.toFixed(2)).join(' ')}`,
  );
}

export async function run(): Promise<void> {
  for (const backend of backends()) {
    const prepared = await backend.prepare();
    const { base, child } = await startServer(prepared.env);
    try {
      const list = await sessions(base);
      const before = loadavg();
      const { samples, health } = await drive(base, list);
      report(backend.name, samples, health, [before, loadavg()]);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      prepared.cleanup();
    }
  }
}
