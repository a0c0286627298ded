import { GRID_MAX_PAGE_SIZE, gridQuery } from '@marketdesk/contracts/grid';
import { maxPageNumber } from '@marketdesk/contracts/paging';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { filterSql, likeEscape, searchSql } from './filter';
import { orderBySql, pageSql } from './query';
import { type GridDefinition, GridQueryError } from './types';

const dialect = new PgDialect();
const render = (q: SQL | null) => (q ? dialect.sqlToQuery(q) : null);

const def: GridDefinition = {
  fields: {
    sku_code: { expr: sql`t.sku_code`, kind: 'text' },
    title: { expr: sql`t.title`, kind: 'text', searchable: false },
    qty: { expr: sql`t.qty`, kind: 'number' },
    n: { expr: sql`t.n`, kind: 'number', notNull: true },
    day: { expr: sql`t.day`, kind: 'date' },
    at: { expr: sql`t.at`, kind: 'datetime' },
    ok: { expr: sql`t.ok`, kind: 'boolean' },
    hidden: { expr: sql`t.hidden`, kind: 'text', sortable: false },
  },
  defaultSort: [sql`t.day desc`],
  tiebreaker: [sql`t.id`],
};

const filter = (items: unknown[], logicOperator: 'and' | 'or' = 'and') =>
  filterSql(def, { items: items as never, logicOperator });

function refusal(run: () => unknown): { param: string; message: string; type: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GridQueryError);
    const e = error as GridQueryError;
    return { param: e.param, message: e.message, type: e.validation[0]!.keyword };
  }
  throw new Error('not refused');
}

describe('refusals (422 before any SQL)', () => {
  it('refuses a field outside the whitelist, in filter and in sort, naming it', () => {
    expect(refusal(() => filter([{ field: 'password', operator: 'equals', value: 'x' }]))).toEqual({
      param: 'filter',
      message: 'Cannot filter on password: no such column',
      type: 'field',
    });
    expect(refusal(() => orderBySql(def, [{ field: 't.id; drop table t', sort: 'asc' }]))).toMatchObject({
      param: 'sort',
      type: 'field',
    });
    expect(refusal(() => orderBySql(def, [{ field: 'hidden', sort: 'asc' }])).param).toBe('sort');
    // Inherited object keys are not fields.
    expect(refusal(() => filter([{ field: 'constructor', operator: 'equals', value: 'x' }])).type).toBe(
      'field',
    );
    expect(refusal(() => orderBySql(def, [{ field: '__proto__', sort: 'asc' }])).type).toBe('field');
  });

  it('refuses an operator the kind does not have', () => {
    for (const [field, operator] of [
      ['sku_code', '>'],
      ['qty', 'contains'],
      ['day', 'equals'],
      ['ok', 'contains'],
      ['at', '='],
    ] as const) {
      expect(refusal(() => filter([{ field, operator, value: '1' }]))).toEqual({
        param: 'filter',
        message: `Operator ${operator} is not allowed on ${field}`,
        type: 'operator',
      });
    }
  });

  it('refuses values that do not fit the kind', () => {
    expect(refusal(() => filter([{ field: 'qty', operator: '>', value: 'ten' }])).message).toBe(
      'Filter on qty needs a number',
    );
    expect(refusal(() => filter([{ field: 'qty', operator: 'isAnyOf', value: [1, 'x'] }])).message).toBe(
      'Filter on qty needs a number',
    );
    expect(refusal(() => filter([{ field: 'day', operator: 'is', value: '2024-02-30' }])).message).toBe(
      'Filter on day needs a real calendar date',
    );
    expect(refusal(() => filter([{ field: 'day', operator: 'after', value: 'yesterday' }])).message).toBe(
      'Filter on day needs a date (YYYY-MM-DD)',
    );
    expect(refusal(() => filter([{ field: 'ok', operator: 'is', value: 'maybe' }])).message).toBe(
      'Filter on ok needs true or false',
    );
    expect(
      refusal(() => filter([{ field: 'sku_code', operator: 'equals', value: ['a', 'b'] }])).message,
    ).toBe('Operator equals on sku_code takes one value');
  });
});

describe('SQL', () => {
  it('passes every value as a parameter, never in the text', () => {
    const evil = "x'; drop table t; --";
    const q = render(filter([{ field: 'sku_code', operator: 'equals', value: evil }]))!;
    expect(q.sql).toBe('(t.sku_code = $1::text)');
    expect(q.params).toEqual([evil]);
  });

  it('escapes LIKE wildcards and the escape character in contains, starts/ends and search', () => {
    expect(likeEscape('50%_off\\')).toBe('50\\%\\_off\\\\');
    const q = render(filter([{ field: 'sku_code', operator: 'contains', value: '10%_a' }]))!;
    expect(q.sql).toBe('(t.sku_code ilike $1)');
    expect(q.params).toEqual(['%10\\%\\_a%']);
    expect(render(filter([{ field: 'sku_code', operator: 'startsWith', value: '_' }]))!.params).toEqual([
      '\\_%',
    ]);
    expect(render(filter([{ field: 'sku_code', operator: 'endsWith', value: '%' }]))!.params).toEqual([
      '%\\%',
    ]);
    const s = render(searchSql(def, '  a_b  '))!;
    // Only searchable text fields: title opted out, the others are not text.
    expect(s.sql).toBe('(t.sku_code ilike $1 or t.hidden ilike $2)');
    expect(s.params).toEqual(['%a\\_b%', '%a\\_b%']);
    expect(searchSql(def, '   ')).toBeNull();
  });

  it('joins items with the logic operator and ignores items without a value', () => {
    const q = render(
      filter(
        [
          { field: 'qty', operator: '>=', value: '2' },
          { field: 'sku_code', operator: 'contains', value: '' },
          { field: 'ok', operator: 'is', value: true },
          { field: 'title', operator: 'isEmpty' },
        ],
        'or',
      ),
    )!;
    expect(q.sql).toBe("(t.qty >= $1::numeric or t.ok = $2::boolean or (t.title is null or t.title = ''))");
    expect(q.params).toEqual(['2', true]);
    expect(filter([{ field: 'qty', operator: '=', value: null }])).toBeNull();
  });

  it('reads dates as days and date-times as minutes in UTC', () => {
    const day = render(filter([{ field: 'day', operator: 'is', value: '2024-02-29' }]))!;
    expect(day.sql).toBe('((t.day >= $1::date and t.day < ($2::date + 1)))');
    const at = render(filter([{ field: 'at', operator: 'after', value: '2024-02-29T10:15' }]))!;
    expect(at.sql).toBe("(t.at >= (($1::timestamp + interval '1 minute') at time zone 'UTC'))");
    expect(at.params).toEqual(['2024-02-29 10:15:00']);
  });

  it('orders by the asked fields then the tiebreaker, or by the default', () => {
    expect(render(orderBySql(def, [{ field: 'qty', sort: 'desc' }]))!.sql).toBe(
      't.qty desc nulls last, t.id asc',
    );
    expect(render(orderBySql(def, []))!.sql).toBe('t.day desc, t.id asc');
    // A column without nulls sorts plainly, so its index can serve the order.
    expect(render(orderBySql(def, [{ field: 'n', sort: 'desc' }]))!.sql).toBe('t.n desc, t.id asc');
  });

  it('pages with bigint offsets, so the deepest cursor cannot overflow', () => {
    const q = gridQuery.parse({ cursor: String(maxPageNumber(GRID_MAX_PAGE_SIZE)), size: '500' });
    const page = render(
      pageSql(
        { def, select: sql`t.*`, from: sql`t`, scope: sql`t.client_id = ${7}` },
        q,
        (q.cursor - 1) * q.size,
        q.size,
      ),
    )!;
    expect(page.sql).toMatch(/limit \$2::int offset \$3::bigint$/);
    expect(page.params).toEqual([7, 500, 2_147_483_500]);
    expect(() => gridQuery.parse({ cursor: String(maxPageNumber(GRID_MAX_PAGE_SIZE) + 1) })).toThrow();
  });
});
