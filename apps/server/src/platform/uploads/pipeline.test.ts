import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import type { Tx } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { filesFor } from '../files';
import { writeXlsx } from '../spreadsheets';
import { runUpload, SAMPLE_ROWS, type UploadTarget, upsertRows } from '.';
import { runImport } from './import';

/** The pipeline itself, with a toy target writing SKUs: rollback, row limit, row errors of a custom layout. */
const dataDir = mkdtempSync(join(tmpdir(), 'md-pipeline-'));
let t: TestApp;
let clientId: number;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  clientId = (await t.make.client()).pk_client_id;
  userId = (await t.make.user()).id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function xlsxOf(header: string[], rows: string[][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on('end', resolve));
  await writeXlsx(out, { sheets: [{ name: 'Data', columns: header.map((h) => ({ header: h })), rows }] });
  await done;
  return Buffer.concat(chunks);
}

type Sku = { sku_code: string; sku_name: string };

const target = (write: UploadTarget<Sku>['write']): UploadTarget<Sku> => ({
  key: 'test:skus',
  extensions: ['.xlsx'],
  layouts: [
    {
      name: 'toy',
      columns: [
        { field: 'sku_code', label: 'Code', required: true },
        { field: 'sku_name', label: 'Name', required: false },
      ],
      unknownColumns: 'refuse',
      prepare: () => (row) => {
        const code = row.cells.sku_code;
        return code?.type === 'string'
          ? { ok: true, records: [{ sku_code: code.value, sku_name: 'n' }] }
          : { ok: false, messages: [[{ loc: ['Code'], msg: 'must be text' }]] };
      },
    },
  ],
  write,
});

const run = async (tgt: UploadTarget<Sku>, rows: string[][], limits = {}, batchRows?: number) =>
  runUpload({
    db: t.db,
    files: filesFor({ config: t.config, db: t.db }),
    target: tgt,
    file: {
      fileName: 'x.xlsx',
      contentType: 'application/octet-stream',
      buffer: await xlsxOf(['Code'], rows),
    },
    ctx: { clientId, userId, dataType: 'test', mpId: null },
    limits,
    batchRows,
  });

const counts = async () =>
  (
    await rowsOf<{ skus: number; uploads: number; files: number }>(
      t.db,
      sql`select (select count(*)::int from skus) as skus, (select count(*)::int from uploads) as uploads,
        (select count(*)::int from files) as files`,
    )
  )[0];

describe('runUpload', () => {
  it('an error thrown while writing rolls back every row written before it (one transaction)', async () => {
    const failing = target(async (tx, records) => {
      await upsertRows(
        tx,
        { table: 'skus', clientId, columns: ['sku_code', 'sku_name'], conflict: ['sku_code'] },
        records,
      );
      throw new Error('disk full');
    });
    await expect(run(failing, [['A'], ['B']])).rejects.toThrow('disk full');
    expect(await counts()).toEqual({ skus: 0, uploads: 0, files: 0 });
  });

  it('answers json row errors of a layout, and refuses more rows than the limit with 413', async () => {
    const ok = target(async () => ({ inserted: 0, updated: 0, unchanged: 0 }));
    const refused = await run(ok, [['A'], [12 as unknown as string]]);
    expect(refused).toEqual({
      ok: false,
      detail: 'Found 1 validation errors',
      errors: [{ row: 3, type: 'json', message: '[{"loc":["Code"],"msg":"must be text"}]' }],
      failing_rows: { header: ['Code'], rows: [{ row: 3, values: ['12'] }] },
    });
    await expect(run(ok, [['A'], ['B'], ['C']], { maxRows: 2 })).rejects.toMatchObject({ statusCode: 413 });
    expect(await counts()).toEqual({ skus: 0, uploads: 0, files: 0 });
  });

  describe('a streaming target (written while the file is read)', () => {
    const writeSkus = (tx: Tx, records: Sku[]) =>
      upsertRows(
        tx,
        { table: 'skus', clientId, columns: ['sku_code', 'sku_name'], conflict: ['sku_code'] },
        records,
      );
    const streaming = (batches: string[][], fail?: string) => ({
      ...target(async () => {
        throw new Error('write is not used when the target streams');
      }),
      stream: (tx: Tx) => {
        let n = 0;
        return {
          async add(records: Sku[]) {
            batches.push(records.map((r) => r.sku_code));
            if (records.some((r) => r.sku_code === fail)) throw new Error('disk full');
            await writeSkus(tx, records);
            n += records.length;
          },
          finish: async () => ({ inserted: n, updated: 0, unchanged: 0 }),
        };
      },
    });

    it('gets every record in the file order, in batches, and commits them with the uploads row', async () => {
      const batches: string[][] = [];
      const outcome = await run(streaming(batches), [['S1'], ['S2'], ['S3'], ['S4'], ['S5']], {}, 2);
      expect(outcome).toMatchObject({ ok: true, inserted: 5 });
      expect(batches).toEqual([['S1', 'S2'], ['S3', 'S4'], ['S5']]);
      expect(await counts()).toEqual({ skus: 5, uploads: 1, files: 1 });
      await t.db.execute(sql`delete from uploads`);
      await t.db.execute(sql`delete from files`);
      await t.db.execute(sql`delete from skus`);
    });

    it('an invalid row after written batches rolls them back: the errors, nothing written', async () => {
      // Past the first SAMPLE_ROWS rows (read before any is parsed), batches go out while reading goes on.
      const rows = Array.from({ length: SAMPLE_ROWS + 10 }, (_, i) => [`A${i}`]);
      rows[SAMPLE_ROWS + 6] = [12 as unknown as string];
      const batches: string[][] = [];
      const refused = await run(streaming(batches), rows, {}, 50);
      expect(refused).toMatchObject({ ok: false, detail: 'Found 1 validation errors' });
      expect(batches.map((b) => b.length)).toEqual([50, 50]); // none after the invalid row
      expect(await counts()).toEqual({ skus: 0, uploads: 0, files: 0 });
    });

    it('a batch that fails to write rolls everything back', async () => {
      const rows = [['B1'], ['B2'], ['B3'], ['B4'], ['B5']];
      await expect(run(streaming([], 'B3'), rows, {}, 2)).rejects.toThrow('disk full');
      expect(await counts()).toEqual({ skus: 0, uploads: 0, files: 0 });
    });
  });
});

// Last: it leaves its uploads and files rows, which the counts above start without.
it('a connector import keeps to the bounds it is given, else to the upload limits', async () => {
  const ok = { ...target(async (_tx, records) => ({ inserted: records.length, updated: 0, unchanged: 0 })) };
  ok.extensions = ['.tsv'];
  const report = { name: 'r.tsv', text: Buffer.from('Code\nA\nB\nC\n') };
  const imported = (limits?: { maxRows: number }) =>
    runImport({
      db: t.db,
      files: filesFor({ config: t.config, db: t.db }),
      target: ok,
      report,
      ctx: { clientId, userId: null, dataType: 'test', mpId: null },
      limits,
    });
  expect(await imported({ maxRows: 2 })).toMatchObject({ status: 'FAILED' });
  expect(await imported({ maxRows: 3 })).toEqual({ status: 'IMPORTED', rows: 3 });
  expect(await imported()).toEqual({ status: 'IMPORTED', rows: 3 });
});
