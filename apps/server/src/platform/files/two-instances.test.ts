import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, sameDatabase, type TestDatabase } from '../../../test/database';
import { DEFAULT_PASSWORD, factories } from '../../../test/factories';
import { type Caller, call, HEADER, inventorySetup, xlsx } from '../../../test/fixtures/inventory';
import { startS3rver, type TestS3 } from '../../../test/fixtures/s3';
import { liveSession, login, type TestApp, testConfig, testSecrets } from '../../../test/helper';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { files, skus } from '../../db/schema';
import { accessTokens } from '../auth/tokens';
import { type Jobs, startJobs, stopJobs } from '../jobs';
import { startTaskWorker } from '../tasks/worker';
import { filesFor } from '.';

/**
 * Two app servers as a deployment runs them (docs/operations.md, "Running several app servers"): one database, one bucket,
 * the same JWT secret, pg-boss on each; only B runs the task worker. On PostgreSQL each has its own pool.
 */
interface Instance extends TestApp {
  dataDir: string;
}

let s3: TestS3;
let testDb: TestDatabase;
let a: Instance;
let b: Instance;
const workerErrors: unknown[] = [];

async function instance(database: Database, o: { worker: boolean }): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'md-instance-'));
  const config = testConfig({ ...s3.env, DATA_DIR: dataDir });
  const jwtSecret = config.JWT_SECRET!;
  const db = database.db;
  const jobs: Jobs = await startJobs(database, { error: () => {} }, { schedule: false, supervise: false });
  const app = await buildApp({ config, db, jwtSecret, secrets: testSecrets, jobs });
  await app.ready();
  if (o.worker) {
    const log = { info: () => {}, warn: () => {}, error: (obj: object) => workerErrors.push(obj) };
    await startTaskWorker({ jobs, db, files: filesFor({ config, db }), log, pollingIntervalSeconds: 0.5 });
  }
  const tokens = accessTokens(jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS);
  return {
    app,
    db,
    database,
    config,
    dataDir,
    make: factories(db),
    auth: async (userId) => ({
      authorization: `Bearer ${await tokens.sign(userId, await liveSession(db, userId))}`,
    }),
    close: async () => {
      await app.close();
      await stopJobs(jobs);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

beforeAll(async () => {
  s3 = await startS3rver();
  testDb = await createTestDatabase();
  a = await instance({ ...testDb.database, close: async () => {} }, { worker: false });
  b = await instance(await sameDatabase(testDb.database), { worker: true });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await testDb?.drop();
  await s3?.close();
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Signs in through A as the login page does; the token is then used on both servers. */
async function signIn(user: { id: number; email: string }): Promise<Caller> {
  const res = await login(a.app, user.email, DEFAULT_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return {
    id: user.id,
    headers: { authorization: `Bearer ${(res.json() as { access_token: string }).access_token}` },
  };
}

describe('two app servers on one database and one bucket', () => {
  it('uploads through A, downloads the stored file through B; exports through A, finishes on B', async () => {
    const s = await inventorySetup(a);
    const { user } = await a.make.member(s.clientId, { permissions: ['inventory:upload', 'view:sku'] });
    await a.make.assign.marketplace(user.id, s.ot);
    const seller = await signIn(user);

    // Upload through A: the file goes to the bucket, not to A's disk.
    const upload = await xlsx(HEADER, [['SKU-A', 'MP-A', 'B0A', 12, null]]);
    const uploaded = await call(a, s.clientId)('POST', '/inventory/upload', seller, { mp_id: s.ot }, upload);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [stored] = await a.db.select().from(files).where(eq(files.client_id, s.clientId));
    expect(stored).toMatchObject({ size: upload.length, sha256: sha256(upload), created_by: user.id });
    expect(await s3.keys()).toEqual([stored!.storage_key]);

    // Through B: the token A issued is good, the signed link B issues opens the same bytes on B.
    const link = await call(b, s.clientId)('POST', `/files/${stored!.id}/link`, seller, {});
    expect(link.statusCode, link.body).toBe(200);
    const download = await b.app.inject({ method: 'GET', url: (link.json() as { path: string }).path });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(upload)).toBe(true);

    // An export started through A runs on B's worker; its status and result are read through B.
    await a.db.insert(skus).values(
      ['EXP-1', 'EXP-2'].map((code) => ({
        client_id: s.clientId,
        sku_code: code,
        sku_name: `Name ${code}`,
      })),
    );
    const start = await call(a, s.clientId)('GET', '/data/sku/download', seller, {});
    expect(start.statusCode, start.body).toBe(200);
    const { task_id } = start.json() as { task_id: string };
    let status: { status: string; result: string | null; error: string | null } | undefined;
    for (let i = 0; i < 120 && !['SUCCESS', 'FAILURE'].includes(status?.status ?? ''); i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 250));
      const res = await b.app.inject({
        method: 'POST',
        url: `/tasks/task-status?client_id=${s.clientId}`,
        headers: seller.headers,
        payload: { task_ids: [task_id] },
      });
      expect(res.statusCode, res.body).toBe(200);
      [status] = res.json() as (typeof status)[];
    }
    expect(workerErrors).toEqual([]);
    expect(status).toMatchObject({ status: 'SUCCESS', error: null });
    const result = await b.app.inject({ method: 'GET', url: status!.result! });
    expect(result.statusCode, result.body).toBe(200);
    const lines = result.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines.slice(1)).toEqual([expect.stringContaining(',EXP-1,'), expect.stringContaining(',EXP-2,')]);

    // Both files are objects of the bucket; neither server wrote a file of its own.
    expect(await s3.keys()).toHaveLength(2);
    for (const server of [a, b]) expect(existsSync(join(server.dataDir, 'files'))).toBe(false);
  });
});
