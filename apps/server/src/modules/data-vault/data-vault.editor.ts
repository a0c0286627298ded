import type { GridEditor } from '../../platform/grid';
import { type PlainRow, type PlainValue, parseValue, rowMessages } from '../../platform/grid';
import type { DataVaultRepository } from './data-vault.repository';
import { type RowEdit, writeEdit } from './data-vault.writers';
import type { DataGrid, GridScope } from './grids';

/**
 * A Data Vault grid for the platform's applyGridEdits: rows read through the grid's own select (so stored and
 * sent values compare as the grid answers them), the spec's row rules on the row with its changes, and only
 * the changed columns written.
 */
export function gridEditor(repo: DataVaultRepository, grid: DataGrid, scope: GridScope): GridEditor<RowEdit> {
  const keys = new Map<string, RowEdit['key']>();
  return {
    columns: grid.columns,
    parse: (column, value) => parseValue(column, value as PlainValue),
    async read(tx, key) {
      const where = grid.keyWhere(key);
      const row = where ? await repo.gridRow(tx, grid, scope, where) : null;
      if (where && row) keys.set(key, where);
      return row;
    },
    check(row) {
      const messages = rowMessages(grid.dataType, grid.family, row.merged as PlainRow);
      // A changed value that does not parse always has its type message, so its edit is never written.
      const values: RowEdit['values'] = {};
      for (const col of grid.columns) {
        if (!Object.hasOwn(row.changes, col.field)) continue;
        const p = parseValue(col, row.changes[col.field] as PlainValue);
        if (p.ok) values[col.field] = p.value;
      }
      return { messages, edit: { key: keys.get(row.key)!, values } };
    },
    async write(tx, edits) {
      for (const edit of edits) await writeEdit(tx, grid, scope, edit);
    },
  };
}
