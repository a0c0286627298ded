import type { GridFilterItem, GridFilterModel, GridOperator } from '@marketdesk/contracts/grid';
import { type SQL, sql } from 'drizzle-orm';
import { type GridDefinition, type GridField, type GridFieldKind, GridQueryError } from './types';

/** The operators each kind accepts: those of the free MUI DataGrid's column types. */
export const OPERATORS_BY_KIND: Record<GridFieldKind, readonly GridOperator[]> = {
  text: [
    'contains',
    'doesNotContain',
    'equals',
    'doesNotEqual',
    'startsWith',
    'endsWith',
    'isEmpty',
    'isNotEmpty',
    'isAnyOf',
  ],
  number: ['=', '!=', '>', '>=', '<', '<=', 'isEmpty', 'isNotEmpty', 'isAnyOf'],
  date: ['is', 'not', 'after', 'onOrAfter', 'before', 'onOrBefore', 'isEmpty', 'isNotEmpty'],
  datetime: ['is', 'not', 'after', 'onOrAfter', 'before', 'onOrBefore', 'isEmpty', 'isNotEmpty'],
  boolean: ['is'],
};

const NO_VALUE: ReadonlySet<GridOperator> = new Set(['isEmpty', 'isNotEmpty']);

/** LIKE wildcards and the escape character in user text are literal (backslash is LIKE's default escape). */
export const likeEscape = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const refuse = (msg: string, type = 'value_error') => new GridQueryError('filter', msg, type);

/** A filter item without a value is one the user is still typing: MUI ignores it, so does the server. */
function hasValue(v: GridFilterItem['value']): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

function asText(field: string, v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  throw refuse(`Filter on ${field} needs a text value`);
}

function asNumber(field: string, v: unknown): string {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n) || Math.abs(n) > 1e15) throw refuse(`Filter on ${field} needs a number`);
  return String(n);
}

function asBoolean(field: string, v: unknown): boolean {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw refuse(`Filter on ${field} needs true or false`);
}

const DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A filter date: 'YYYY-MM-DD' (MUI date columns) or 'YYYY-MM-DDTHH:mm[:ss]' (dateTime columns, read as UTC).
 * Answers the start of the period it names and its length: a day, or a minute when a time is given.
 */
function asPeriod(field: string, v: unknown, kind: GridFieldKind): { start: string; unit: 'day' | 'minute' } {
  const m = typeof v === 'string' ? DATE.exec(v.trim()) : null;
  if (!m) throw refuse(`Filter on ${field} needs a date (YYYY-MM-DD)`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || y < 1) {
    throw refuse(`Filter on ${field} needs a real calendar date`);
  }
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  if (m[4] === undefined || kind === 'date') return { start: day, unit: 'day' };
  const [h, mi] = [Number(m[4]), Number(m[5])];
  if (h > 23 || mi > 59) throw refuse(`Filter on ${field} needs a real time`);
  return { start: `${day} ${m[4]}:${m[5]}:00`, unit: 'minute' };
}

/** Literal values of isAnyOf as one jsonb parameter (any length, one placeholder). */
const jsonList = (values: string[]): SQL =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

function textCondition(f: GridField, name: string, op: GridOperator, v: unknown): SQL {
  const col = f.expr;
  switch (op) {
    case 'contains':
      return sql`${col} ilike ${`%${likeEscape(asText(name, v))}%`}`;
    case 'doesNotContain':
      return sql`(${col} is null or ${col} not ilike ${`%${likeEscape(asText(name, v))}%`})`;
    case 'startsWith':
      return sql`${col} ilike ${`${likeEscape(asText(name, v))}%`}`;
    case 'endsWith':
      return sql`${col} ilike ${`%${likeEscape(asText(name, v))}`}`;
    // Exact matches (case-sensitive): they serve identifiers and codes, and can use their indexes.
    case 'equals':
      return sql`${col} = ${asText(name, v)}::text`;
    case 'doesNotEqual':
      return sql`${col} is distinct from ${asText(name, v)}::text`;
    case 'isAnyOf': {
      const list = (Array.isArray(v) ? v : [v]).map((x) => asText(name, x));
      return sql`${col} in ${jsonList(list)}`;
    }
    default:
      throw refuse(`Operator ${op} is not allowed on ${name}`, 'operator');
  }
}

function numberCondition(f: GridField, name: string, op: GridOperator, v: unknown): SQL {
  const col = f.expr;
  if (op === 'isAnyOf') {
    const list = (Array.isArray(v) ? v : [v]).map((x) => asNumber(name, x));
    return sql`${col} in (select x::numeric from jsonb_array_elements_text(${JSON.stringify(list)}::jsonb) x)`;
  }
  const n = sql`${asNumber(name, v)}::numeric`;
  switch (op) {
    case '=':
      return sql`${col} = ${n}`;
    case '!=':
      return sql`${col} is distinct from ${n}`;
    case '>':
      return sql`${col} > ${n}`;
    case '>=':
      return sql`${col} >= ${n}`;
    case '<':
      return sql`${col} < ${n}`;
    case '<=':
      return sql`${col} <= ${n}`;
    default:
      throw refuse(`Operator ${op} is not allowed on ${name}`, 'operator');
  }
}

function dateCondition(f: GridField, name: string, op: GridOperator, v: unknown): SQL {
  const { start, unit } = asPeriod(name, v, f.kind);
  // The period [from, to): a day, or a minute of a datetime. Dates compare as dates; instants as timestamptz,
  // the filter's wall clock read as UTC whatever the session's time zone.
  const step = unit === 'day' ? sql.raw(`interval '1 day'`) : sql.raw(`interval '1 minute'`);
  const from = f.kind === 'date' ? sql`${start}::date` : sql`(${start}::timestamp at time zone 'UTC')`;
  const to =
    f.kind === 'date' ? sql`(${start}::date + 1)` : sql`((${start}::timestamp + ${step}) at time zone 'UTC')`;
  const col = f.expr;
  switch (op) {
    case 'is':
      return sql`(${col} >= ${from} and ${col} < ${to})`;
    case 'not':
      return sql`(${col} is null or ${col} < ${from} or ${col} >= ${to})`;
    case 'after':
      return sql`${col} >= ${to}`;
    case 'onOrAfter':
      return sql`${col} >= ${from}`;
    case 'before':
      return sql`${col} < ${from}`;
    case 'onOrBefore':
      return sql`${col} < ${to}`;
    default:
      throw refuse(`Operator ${op} is not allowed on ${name}`, 'operator');
  }
}

/** One filter item as SQL, or null when it has no value yet. Field and operator are checked first. */
export function filterCondition(def: GridDefinition, item: GridFilterItem): SQL | null {
  const f = Object.hasOwn(def.fields, item.field) ? def.fields[item.field] : undefined;
  if (!f || f.sortable === false) throw refuse(`Cannot filter on ${item.field}: no such column`, 'field');
  if (!OPERATORS_BY_KIND[f.kind].includes(item.operator)) {
    throw refuse(`Operator ${item.operator} is not allowed on ${item.field}`, 'operator');
  }
  if (NO_VALUE.has(item.operator)) {
    const empty = f.kind === 'text' ? sql`(${f.expr} is null or ${f.expr} = '')` : sql`${f.expr} is null`;
    return item.operator === 'isEmpty' ? empty : sql`not ${empty}`;
  }
  if (!hasValue(item.value)) return null;
  if (Array.isArray(item.value) && item.operator !== 'isAnyOf') {
    throw refuse(`Operator ${item.operator} on ${item.field} takes one value`);
  }
  switch (f.kind) {
    case 'text':
      return textCondition(f, item.field, item.operator, item.value);
    case 'number':
      return numberCondition(f, item.field, item.operator, item.value);
    case 'date':
    case 'datetime':
      return dateCondition(f, item.field, item.operator, item.value);
    case 'boolean':
      return sql`${f.expr} = ${asBoolean(item.field, item.value)}::boolean`;
  }
}

/** The whole filter model as one condition (items joined by its logicOperator), or null for no filter. */
export function filterSql(def: GridDefinition, model: GridFilterModel | undefined): SQL | null {
  if (!model) return null;
  const parts = model.items.map((item) => filterCondition(def, item)).filter((p): p is SQL => p !== null);
  if (parts.length === 0) return null;
  const joiner = model.logicOperator === 'or' ? sql` or ` : sql` and `;
  return sql`(${sql.join(parts, joiner)})`;
}

/** `search` over the grid's searchable text fields (ILIKE, wildcards literal), or null when blank. */
export function searchSql(def: GridDefinition, search: string | undefined): SQL | null {
  const term = search?.trim() ?? '';
  if (term === '') return null;
  const fields = Object.values(def.fields).filter((f) => f.searchable ?? f.kind === 'text');
  if (fields.length === 0) return null;
  const pattern = `%${likeEscape(term)}%`;
  return sql`(${sql.join(
    fields.map((f) => sql`${f.expr} ilike ${pattern}`),
    sql` or `,
  )})`;
}
