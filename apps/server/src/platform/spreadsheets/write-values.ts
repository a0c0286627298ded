/** Values the writers accept, and how a column wants them written. */

export type WriteValue = string | number | boolean | Date | null | undefined;

/** Rows to write: any (async) iterable, so exports can stream straight from a database cursor. */
export type WriteRows = Iterable<readonly WriteValue[]> | AsyncIterable<readonly WriteValue[]>;

/**
 * 'text': kept as text when a person types in the column (EANs keep leading zeros); 'date' and 'datetime':
 * ISO strings ('2024-05-01', '2024-05-01T10:00:00') and Dates become real Excel dates; 'integer' and
 * 'decimal': number formats.
 */
export type ColumnType = 'text' | 'integer' | 'decimal' | 'date' | 'datetime' | 'boolean';

/** A Date as ISO text: 'YYYY-MM-DD' at midnight UTC, else 'YYYY-MM-DDTHH:MM:SS' (UTC). */
export function isoOf(d: Date): string {
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** '2024-05-01' or '2024-05-01T10:00:00' as the Date Excel should show (wall clock read as UTC), else null. */
export function parseIsoDate(text: string): Date | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)));
  return Number.isNaN(d.getTime()) ? null : d;
}
