import { type DataColumn, listJoiner } from '@marketdesk/contracts/data-vault';
import { Box, Link } from '@mui/material';
import type { GridColDef, GridColType } from '@mui/x-data-grid';
import { formatValue, moneyCell, parseDay } from './format';
import { ListEditCell } from './ListEditCell';

export type GridRowModel = Record<string, unknown> & { _key: string };

export interface ColumnOptions {
  /** May the user edit this column (its area's UPDATE permission)? Editability itself comes from the column. */
  canEdit(column: DataColumn): boolean;
  /** The identifier column whose cells link to the marketplace's product page (opened in a new tab). */
  identifierLink?: { field: string; href(value: string): string };
  /** The grid's currency (its marketplace's) for money columns of rows that carry no currency_code. */
  currency?: string | null;
}

const TYPE_OF: Partial<Record<DataColumn['kind'], GridColType>> = {
  integer: 'number',
  number: 'number',
  money: 'number',
  fraction: 'number',
  multiple: 'number',
  date: 'date',
  datetime: 'dateTime',
  boolean: 'boolean',
};

/** Rough widths so a wide table stays readable; the user can resize. */
const widthOf = (c: DataColumn): number =>
  c.kind === 'boolean' ? 110 : c.kind === 'list' || c.field.includes('description') ? 240 : 150;

/** A list column whose items are lines (bullet points): its rows grow to show every line. */
export const isMultiLine = (c: DataColumn): boolean => c.kind === 'list' && listJoiner(c.field) === '\n';

/**
 * One grid column per data column. Dates arrive as 'YYYY-MM-DD' text and become Date values for the grid's
 * date editor and filter; numbers arrive as numbers or numeric text. Formatting is display only: an editor
 * shows the stored value (0.15, not 15.00%).
 */
export function gridColumns(
  columns: readonly DataColumn[],
  options: ColumnOptions,
): GridColDef<GridRowModel>[] {
  return columns.map((c) => {
    const type = TYPE_OF[c.kind] ?? 'string';
    const def: GridColDef<GridRowModel> = {
      field: c.field,
      headerName: c.label,
      type,
      width: widthOf(c),
      editable: c.editable && options.canEdit(c),
      valueFormatter: (value: unknown, row: GridRowModel) =>
        c.kind === 'money' ? moneyCell(value, row, options.currency) : formatValue(c.kind, value),
    };
    if (type === 'number') {
      def.valueGetter = (value: unknown) => {
        if (value === null || value === undefined || value === '') return null;
        const n = Number(value);
        return Number.isFinite(n) ? n : null;
      };
    } else if (type === 'date') {
      def.valueGetter = (value: unknown) => parseDay(value);
    } else if (type === 'dateTime') {
      def.valueGetter = (value: unknown) => (value ? new Date(String(value)) : null);
    } else if (c.kind === 'list') {
      // Keywords read space-joined; bullet points one per line, shown and edited so (spec 02 section 3).
      const joiner = listJoiner(c.field);
      def.valueGetter = (value: unknown) => (Array.isArray(value) ? value.join(joiner) : (value ?? ''));
      if (isMultiLine(c)) {
        def.renderEditCell = (params) => <ListEditCell {...params} />;
        def.renderCell = ({ value }) => (
          <Box component="span" sx={{ whiteSpace: 'pre-line', lineHeight: 1.5, py: 0.5 }}>
            {String(value ?? '')}
          </Box>
        );
      }
    }
    const link = options.identifierLink;
    if (link && link.field === c.field) {
      def.renderCell = ({ value }) => {
        if (value === null || value === undefined || value === '') return '';
        return (
          <Link
            href={link.href(String(value))}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(e) => e.stopPropagation()}
          >
            {String(value)}
          </Link>
        );
      };
    }
    return def;
  });
}
