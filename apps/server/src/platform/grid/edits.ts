import { DATA_VAULT_TEXT, type DataColumn, type RowErrorsAnswer } from '@marketdesk/contracts/data-vault';
import type { GridUpdate } from '@marketdesk/contracts/grid';
import { DATA_AREAS, hasCode, type ResolvedPermissions } from '@marketdesk/contracts/permissions';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/facts';
import { bodyInvalid, forbidden, notFound } from '../errors';

/**
 * The write side of the grids (DESIGN section 9): `applyGridEdits` takes the rows as the client read them
 * (whole, or only the changed columns), compares each with the stored row as the grid answers it, and treats
 * only the columns whose value changes as edits: those are checked against their area's update permission
 * and re-validated; all rows are written in one transaction, or none.
 */

type Parsed = { ok: true; value: unknown } | { ok: false };

/** A rule's message and the columns it reads; the first is the one the answer names. */
export interface GridRowMessage {
  fields: readonly string[];
  message: string;
}

/** One edited row: the stored row (as the grid answers it), the sent values that change it, and both merged. */
export interface GridEditedRow {
  key: string;
  stored: Readonly<Record<string, unknown>>;
  changes: Readonly<Record<string, unknown>>;
  merged: Readonly<Record<string, unknown>>;
}

/** What a grid supplies: its columns, how a value parses, how a row is read, checked and written. */
export interface GridEditor<E> {
  /** Every field the grid answers besides `_key`; editable ones need their area's UPDATE code. */
  columns: readonly DataColumn[];
  /** A value as the column holds it (the comparison parses both sides with it; unparseable is a change). */
  parse(column: DataColumn, value: unknown): Parsed;
  /** The row of a `_key` within the caller's scope, as the grid answers it; null: unknown here (404). */
  read(tx: Tx, key: string): Promise<Record<string, unknown> | null>;
  /** The row's rule messages (all of them: only those reading a changed column count) and its edit. */
  check(row: GridEditedRow): { messages: readonly GridRowMessage[]; edit: E };
  /** Writes the checked edits (inside the transaction). */
  write(tx: Tx, edits: E[]): Promise<void>;
}

/** An unknown column in an edit: a 422 in the usual list shape, naming the row and the field. */
const unknownColumn = (index: number, field: string) =>
  bodyInvalid([index, field], `Unknown column ${field}`, 'unknown_column');

function sameParsed(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}

/**
 * Whether a sent value is the stored one, compared as the column holds them: 12.5 and "12.50", null and "",
 * "2024-03-07" and "2024-03-07T00:00:00Z" for a day, the same instant however written, "true" and true, a list
 * and its text. A sent value the column cannot hold is a change (refused or reported by the row's rules).
 */
export function sameGridValue<E>(
  editor: Pick<GridEditor<E>, 'parse'>,
  column: DataColumn,
  stored: unknown,
  sent: unknown,
): boolean {
  // node-postgres answers int8 as text, PGlite may as bigint: both are the same key to a client.
  const held = typeof stored === 'bigint' ? String(stored) : stored;
  const next = editor.parse(column, sent);
  if (!next.ok) return false;
  const prev = editor.parse(column, held);
  if (!prev.ok) return JSON.stringify(held) === JSON.stringify(sent);
  return sameParsed(prev.value, next.value);
}

/** A grid save's answer: the saved count, or 422 with every refused row's errors (nothing was saved). */
export function answerGridSave<A extends object>(reply: FastifyReply, result: A | RowErrorsAnswer) {
  return 'errors' in result ? reply.code(422).send(result) : result;
}

/**
 * Applies a grid PUT: unknown columns 422; keys outside the caller's scope 404; a changed column that is never
 * editable or whose area's UPDATE the caller lacks 403 naming its label (spec 02 section 5); then every changed
 * row's rules, keeping the messages of rules that read a changed column (422 `{detail, errors: [{row, type,
 * message, field}]}`, rows counted from 1 in the body, nothing written); else every changed row is written in
 * one transaction. Rows without a change are neither checked nor written; `updated` counts the changed rows.
 */
export async function applyGridEdits<E>(
  db: Db,
  permissions: ResolvedPermissions,
  editor: GridEditor<E>,
  rows: GridUpdate,
): Promise<{ updated: number } | RowErrorsAnswer> {
  const byField = new Map(editor.columns.map((c) => [c.field, c]));
  rows.forEach((row, index) => {
    for (const field of Object.keys(row)) {
      if (field !== '_key' && !byField.has(field)) throw unknownColumn(index, field);
    }
  });
  const errors: RowErrorsAnswer['errors'] = [];
  const updated = await db.transaction(async (tx) => {
    const edited: (GridEditedRow & { index: number })[] = [];
    for (const [index, { _key, ...sent }] of rows.entries()) {
      const stored = await editor.read(tx, _key);
      if (!stored) throw notFound(`Row not found: ${_key}`);
      const changes: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(sent)) {
        const col = byField.get(field)!;
        if (sameGridValue(editor, col, stored[field], value)) continue;
        // The label is what the user sees as the column header, so the refusal names it.
        if (!col.editable || !hasCode(permissions, DATA_AREAS[col.area].UPDATE)) {
          throw forbidden(DATA_VAULT_TEXT.editForbidden(col.label));
        }
        changes[field] = value;
      }
      if (Object.keys(changes).length > 0) {
        edited.push({ index, key: _key, stored, changes, merged: { ...stored, ...changes } });
      }
    }
    const edits: E[] = [];
    for (const row of edited) {
      const { messages, edit } = editor.check(row);
      const relevant = messages.filter(
        (m) => m.fields.length === 0 || m.fields.some((f) => Object.hasOwn(row.changes, f)),
      );
      for (const m of relevant) {
        const field = m.fields[0];
        errors.push({ row: row.index + 1, type: 'text', message: m.message, ...(field ? { field } : {}) });
      }
      if (relevant.length === 0) edits.push(edit);
    }
    if (errors.length > 0) return 0;
    await editor.write(tx, edits);
    return edits.length;
  });
  return errors.length > 0
    ? { detail: DATA_VAULT_TEXT.validationErrors(errors.length), errors }
    : { updated };
}
