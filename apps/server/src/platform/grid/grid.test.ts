import { gridQuery } from '@marketdesk/contracts/grid';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { type Db, isEmbedded } from '../../db/client';
import {
  GRID_EXACT_COUNT_ROWS,
  type GridSource,
  gridBatches,
  gridHasRows,
  gridPage,
  readGrid,
} from './index';

/** The helper on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): semantics, not SQL text. */
let testDb: TestDatabase;
let db: Db;

interface Row {
  id: number;
  code: string;
  qty: number | null;
  day: string;
  at: string | null;
  ok: boolean;
}

const source = (tenant: number): GridSource => ({
  def: {
    fields: {
      code: { expr: sql`g.code`, kind: 'text' },
      qty: { expr: sql`g.qty`, kind: 'number' },
      day: { expr: sql`g.day`, kind: 'date' },
      at: { expr: sql`g.at`, kind: 'datetime' },
      ok: { expr: sql`g.ok`, kind: 'boolean' },
    },
    defaultSort: [sql`g.day desc`],
    tiebreaker: [sql`g.id`],
  },
  select: sql`g.id, g.code, g.qty::float8 as qty, to_char(g.day, 'YYYY-MM-DD') as day,
    to_char(g.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at, g.ok`,
  from: sql`grid_probe g`,
  scope: sql`g.tenant = ${tenant}`,
});

const page = (q: Record<string, string>, tenant = 1) =>
  gridPage<Row>(db, source(tenant), gridQuery.parse({ size: '100', ...q }));
const ids = async (q: Record<string, string>) => (await page(q)).items.map((r) => r.id);
const f = (items: unknown[], logicOperator = 'and') => JSON.stringify({ items, logicOperator });

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  await db.execute(sql`create table grid_probe (tenant int, id int primary key, code text, qty numeric,
    day date, at timestamptz, ok boolean)`);
  // 30 rows of tenant 1 with repeating days (ties), codes with LIKE wildcards, some nulls; 5 of tenant 2.
  await db.execute(sql`insert into grid_probe
    select 1, i, case when i % 10 = 0 then 'A%B_' || i else 'SKU-' || lpad(i::text, 3, '0') end,
      case when i % 7 = 0 then null else i end, date '2024-01-01' + (i % 5),
      case when i % 4 = 0 then null else timestamptz '2024-01-01 10:00:00+00' + (i || ' minutes')::interval end,
      i % 2 = 0
    from generate_series(1, 30) i
    union all select 2, 100 + i, 'SKU-' || i, i, date '2024-01-01', null, true from generate_series(1, 5) i`);
});
afterAll(() => testDb?.drop());

describe('gridPage on a real database', () => {
  it('pages with stable order across ties: every row exactly once, with the protocol fields', async () => {
    const seen: number[] = [];
    for (let cursor = 1; cursor <= 4; cursor++) {
      const p = await page({ cursor: String(cursor), size: '8' });
      expect(p).toMatchObject({
        current_page: cursor,
        total: 30,
        previous_page: cursor > 1 ? cursor - 1 : null,
        next_page: cursor < 4 ? cursor + 1 : null,
      });
      seen.push(...p.items.map((r) => r.id));
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    // Default order: day desc, then id (the tiebreaker).
    expect(seen.slice(0, 6)).toEqual([4, 9, 14, 19, 24, 29]);
    expect((await page({ cursor: '9', size: '8' })).items).toEqual([]);
  });

  it('sorts by a whitelisted field, empty cells last either way, ids breaking ties', async () => {
    const asc = await ids({ sort: JSON.stringify([{ field: 'qty', sort: 'asc' }]) });
    expect(asc.slice(0, 3)).toEqual([1, 2, 3]);
    expect(asc.slice(-4)).toEqual([7, 14, 21, 28]); // empty quantities last, by id
    const desc = await ids({ sort: JSON.stringify([{ field: 'qty', sort: 'desc' }]) });
    expect(desc.slice(0, 2)).toEqual([30, 29]);
    expect(desc.slice(-4)).toEqual([7, 14, 21, 28]); // last in both directions
  });

  it('filters text case-insensitively (contains) or exactly (equals), wildcards literal', async () => {
    expect(await ids({ filter: f([{ field: 'code', operator: 'contains', value: '%b_' }]) })).toEqual([
      10, 20, 30,
    ]);
    expect(await ids({ filter: f([{ field: 'code', operator: 'equals', value: 'SKU-005' }]) })).toEqual([5]);
    expect(await ids({ filter: f([{ field: 'code', operator: 'equals', value: 'sku-005' }]) })).toEqual([]);
    expect(
      await ids({ filter: f([{ field: 'code', operator: 'isAnyOf', value: ['SKU-001', 'SKU-002', 'zz'] }]) }),
    ).toEqual([2, 1]);
    const notContaining = await ids({
      filter: f([{ field: 'code', operator: 'doesNotContain', value: 'sku' }]),
    });
    expect(notContaining.sort((a, b) => a - b)).toEqual([10, 20, 30]);
  });

  it('filters numbers, empties, dates, date-times and booleans, joined with and / or', async () => {
    const sorted = async (q: Record<string, string>) => (await ids(q)).sort((a, b) => a - b);
    expect(await sorted({ filter: f([{ field: 'qty', operator: 'isEmpty' }]) })).toEqual([7, 14, 21, 28]);
    expect(await sorted({ filter: f([{ field: 'qty', operator: '!=', value: 1 }]) })).toHaveLength(29);
    expect(
      await sorted({
        filter: f([
          { field: 'qty', operator: '>', value: '25' },
          { field: 'ok', operator: 'is', value: 'true' },
        ]),
      }),
    ).toEqual([26, 30]);
    expect(
      await sorted({
        filter: f(
          [
            { field: 'qty', operator: '<', value: 2 },
            { field: 'qty', operator: '>=', value: 30 },
          ],
          'or',
        ),
      }),
    ).toEqual([1, 30]);
    expect(await sorted({ filter: f([{ field: 'day', operator: 'is', value: '2024-01-01' }]) })).toEqual([
      5, 10, 15, 20, 25, 30,
    ]);
    expect(await sorted({ filter: f([{ field: 'day', operator: 'after', value: '2024-01-04' }]) })).toEqual([
      4, 9, 14, 19, 24, 29,
    ]);
    expect(await sorted({ filter: f([{ field: 'at', operator: 'is', value: '2024-01-01T10:03' }]) })).toEqual(
      [3],
    );
    expect(
      await sorted({ filter: f([{ field: 'at', operator: 'onOrBefore', value: '2024-01-01T10:03' }]) }),
    ).toEqual([1, 2, 3]);
    expect(await sorted({ filter: f([{ field: 'at', operator: 'is', value: '2024-01-01' }]) })).toHaveLength(
      23,
    );
  });

  it('searches text fields with wildcards literal, and never leaves the scope', async () => {
    expect((await page({ search: '_' })).items.map((r) => r.id).sort((a, b) => a - b)).toEqual([10, 20, 30]);
    expect((await page({ search: 'sku-1' }, 2)).items.map((r) => r.id)).toEqual([101]);
    expect((await page({ search: 'sku-01' }, 1)).total).toBe(9);
  });

  it('streams every matching row in batches, and says whether anything matches', async () => {
    const q = {
      filter: {
        items: [{ field: 'ok', operator: 'is' as const, value: true }],
        logicOperator: 'and' as const,
      },
    };
    const batches: number[][] = [];
    for await (const b of gridBatches<Row>(db, source(1), q, 4)) batches.push(b.map((r) => r.id));
    expect(batches.map((b) => b.length)).toEqual([4, 4, 4, 3]);
    expect(batches.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => 2 * (i + 1)));
    expect(await gridHasRows(db, source(1), q)).toBe(true);
    expect(await gridHasRows(db, source(3), {})).toBe(false);
  });

  it('readGrid hands every row once, in the sort asked, batch by batch, within the scope and filter', async () => {
    const q = {
      sort: [{ field: 'code', sort: 'desc' as const }],
      filter: {
        items: [{ field: 'ok', operator: 'is' as const, value: true }],
        logicOperator: 'and' as const,
      },
    };
    const sizes: number[] = [];
    const got = await readGrid<Row, number[]>(
      db,
      source(1),
      q,
      async (batches) => {
        const seen: number[] = [];
        for await (const b of batches) {
          sizes.push(b.length);
          seen.push(...b.map((r) => r.id));
        }
        return seen;
      },
      4,
    );
    expect(sizes).toEqual([4, 4, 4, 3]);
    const expected = (await page({ sort: JSON.stringify(q.sort), filter: JSON.stringify(q.filter) })).items;
    expect(got).toEqual(expected.map((r) => r.id));
    expect(new Set(got).size).toBe(15);
    await expect(
      readGrid(db, source(1), { sort: [{ field: 'tenant', sort: 'asc' }] }, async () => 0),
    ).rejects.toThrow(/no such column/);
  });

  it('readGrid on PostgreSQL reads one snapshot: rows written during the export are not in it', async () => {
    if (isEmbedded(db)) return; // PGlite pages by offset (see readGrid)
    const got = await readGrid<Row, number[]>(
      db,
      source(2),
      {},
      async (batches) => {
        const seen: number[] = [];
        for await (const b of batches) {
          seen.push(...b.map((r) => r.id));
          if (seen.length === 2) {
            // Another connection inserts a row that sorts first and one that sorts last, and commits.
            await db.execute(sql`insert into grid_probe values (2, 200, 'NEW-1', 1, date '2030-01-01', null, true),
              (2, 201, 'NEW-2', 1, date '2000-01-01', null, true)`);
          }
        }
        return seen;
      },
      2,
    );
    try {
      expect(got.sort((a, b) => a - b)).toEqual([101, 102, 103, 104, 105]);
    } finally {
      await db.execute(sql`delete from grid_probe where id in (200, 201)`);
    }
  });
});

describe('the total of a large result', () => {
  // Tenant 3 holds more rows than are counted exactly past page 1 (GRID_EXACT_COUNT_ROWS + a page).
  const ROWS = GRID_EXACT_COUNT_ROWS + 2_000;
  beforeAll(async () => {
    await db.execute(sql`insert into grid_probe
      select 3, 1000 + i, 'BIG-' || i, i, date '2024-01-01' + (i % 300), null, i % 2 = 0
      from generate_series(1, ${ROWS}::int) i`);
    await db.execute(sql`analyze grid_probe`);
  });

  it("is the planner's estimate, flagged, once more rows match than are counted; the page is exact", async () => {
    const got = await page({ size: '50' }, 3);
    expect(got.items).toHaveLength(50);
    expect(got.total_estimated).toBe(true);
    expect(got.next_page).toBe(2);
    // Never below what was counted (a page plus the exact-count rows), near the truth after ANALYZE.
    expect(got.total).toBeGreaterThanOrEqual(50 + GRID_EXACT_COUNT_ROWS);
    expect(Math.abs(got.total - ROWS) / ROWS).toBeLessThan(0.2);
  });

  it('is exact when asked (count=exact), and when the asked page is near the end', async () => {
    const asked = await page({ size: '50', count: 'exact' }, 3);
    expect(asked).toMatchObject({ total: ROWS, next_page: 2 });
    expect(asked.total_estimated).toBeUndefined();
    const lastPages = Math.ceil(ROWS / 100);
    const nearEnd = await page({ size: '100', cursor: String(lastPages - 10) }, 3);
    expect(nearEnd).toMatchObject({ total: ROWS, next_page: lastPages - 9 });
    expect(nearEnd.total_estimated).toBeUndefined();
    const last = await page({ size: '100', cursor: String(lastPages) }, 3);
    expect(last).toMatchObject({ total: ROWS, next_page: null });
    expect(last.items).toHaveLength(ROWS - (lastPages - 1) * 100);
  });

  it('is exact for a filter that keeps fewer rows than are counted', async () => {
    const got = await page({ filter: f([{ field: 'code', operator: 'startsWith', value: 'BIG-1' }]) }, 3);
    const expected = Array.from({ length: ROWS }, (_, i) => `BIG-${i + 1}`).filter((c) =>
      c.startsWith('BIG-1'),
    ).length;
    expect(got.total).toBe(expected);
    expect(got.total_estimated).toBeUndefined();
  });
});
