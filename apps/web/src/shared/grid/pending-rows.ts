import { type DataColumn, listItems } from '@marketdesk/contracts/data-vault';
import { useCallback, useMemo, useState } from 'react';
import type { GridRowModel } from './columns';
import { isoDay, parseDay } from './format';

/**
 * The edits not yet saved (spec 02 section 4, table edits): per row key the row as the server answered it and
 * the changed fields in the form the server takes. Rows are keyed by `_key`, so an edit survives paging away
 * and back; Discard drops them all and the grid shows the server's values again.
 */
export interface PendingRow {
  original: GridRowModel;
  changes: Record<string, unknown>;
}
export type PendingRows = Record<string, PendingRow>;

const NUMERIC = new Set(['integer', 'number', 'money', 'fraction', 'multiple']);

/**
 * A value as the PUT sends it: dates as 'YYYY-MM-DD', instants as ISO, numbers as numbers, lists as arrays (the
 * editor's text split as the column joins it: bullet points one per line, keywords by spaces), blank as null.
 */
export function wireValue(column: Pick<DataColumn, 'field' | 'kind'>, value: unknown): unknown {
  const { kind } = column;
  if (value === undefined || value === '') return null;
  if (value === null) return null;
  if (NUMERIC.has(kind)) {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  if (kind === 'date') {
    const d = parseDay(value);
    return d ? isoDay(d) : value;
  }
  if (kind === 'datetime') {
    const d = value instanceof Date ? value : new Date(String(value));
    return Number.isNaN(d.getTime()) ? value : d.toISOString();
  }
  if (kind === 'list') {
    const items = Array.isArray(value) ? value.map(String) : listItems(column.field, String(value));
    return items.length > 0 ? items : null;
  }
  return value;
}

/** The edited fields of a row that differ from what the server answered. */
export function changedFields(
  columns: readonly DataColumn[],
  original: GridRowModel,
  edited: GridRowModel,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of columns) {
    if (!(c.field in edited)) continue;
    const before = wireValue(c, original[c.field]);
    const after = wireValue(c, edited[c.field]);
    const same =
      c.kind === 'datetime' || c.kind === 'list' || before instanceof Date || after instanceof Date
        ? JSON.stringify(before) === JSON.stringify(after)
        : before === after;
    if (!same) out[c.field] = after;
  }
  return out;
}

export function usePendingRows(columns: readonly DataColumn[]) {
  const [pending, setPending] = useState<PendingRows>({});

  /** Records a committed cell edit; answers the row to show. An edit back to the original value unmarks it. */
  const record = useCallback(
    (edited: GridRowModel, shown: GridRowModel): GridRowModel => {
      setPending((current) => {
        const original = current[edited._key]?.original ?? shown;
        const changes = changedFields(columns, original, edited);
        const next = { ...current };
        if (Object.keys(changes).length === 0) delete next[edited._key];
        else next[edited._key] = { original, changes };
        return next;
      });
      return edited;
    },
    [columns],
  );

  const discard = useCallback(() => setPending({}), []);

  /** The PUT body: one entry per pending row, its key and its changed fields. */
  const updates = useMemo(
    () => Object.entries(pending).map(([key, p]) => ({ _key: key, ...p.changes })),
    [pending],
  );

  return { pending, record, discard, updates, count: updates.length };
}
