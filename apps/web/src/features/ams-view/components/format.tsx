import { type AmsColumn, amsStatusChip } from '@marketdesk/contracts/ams-view';
import { Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../shared/format/format';
import type { PagedColumn } from '../../../shared/ui/PagedTable';

const counts = new Intl.NumberFormat('en-US');

/** Money with two decimals in the seller's marketplace currency (a dollar sign for a US seller, spec 03 section 9). */
export const amsMoney = (v: number | null | undefined, currency: string) => formatMoney(v, currency);
/** A percentage (the answers carry 0–100) with two decimals; '—' without a denominator. */
export const amsPercent = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : `${v.toFixed(2)}%`;
export const amsCount = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : counts.format(v);

/** The status chip: Active green, Paused amber, any other grey. */
export function StatusChip({ status }: { status: string }) {
  const chip = amsStatusChip(status);
  return <Chip size="small" label={chip.label} color={chip.color} data-testid="ams-status" />;
}

/** One cell of a column as the grid shows it. */
export function amsCell(col: AmsColumn, value: unknown, currency: string): ReactNode {
  switch (col.format) {
    case 'status':
      return <StatusChip status={String(value ?? '')} />;
    case 'money':
      return amsMoney(value as number | null, currency);
    case 'percent':
      return amsPercent(value as number | null);
    case 'count':
      return amsCount(value as number | null);
    default:
      return value === null || value === undefined || value === '' ? '—' : String(value);
  }
}

/** The grid's columns of a level (contracts AMS_COLUMNS: the export writes the same). */
export function amsColumns<T>(cols: readonly AmsColumn[], currency: string): PagedColumn<T>[] {
  return cols.map((c) => ({
    header: c.label,
    align: c.format === 'text' || c.format === 'status' ? 'left' : 'right',
    cell: (row: T) => amsCell(c, (row as Record<string, unknown>)[c.field], currency),
  }));
}
