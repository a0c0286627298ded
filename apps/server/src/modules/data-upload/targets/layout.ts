import type { DataColumn, DataType } from '@marketdesk/contracts/data-vault';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import type { ParsedValue, PlainValue } from '../../../platform/grid';
import type { MappedRow, UploadColumn, UploadLayout } from '../../../platform/uploads';
import { ignoredColumns, uploadColumns, vaultColumns } from '../vault/columns';
import { type Locale, plainOfCells, TEMPLATE_LOCALE, validateVaultRow } from '../vault/plain';

/** One row in the Data Vault's field names, ready for its validation; `extras` travel past it untouched. */
export interface PlainRecord {
  row: Record<string, PlainValue>;
  errorCells?: { column: DataColumn; value: string }[];
  extras?: Record<string, unknown>;
  /** Problems of values outside the Data Vault's columns (a report's own fields), reported first. */
  messages?: string[];
}

/**
 * The field of a report's own values kept in a record's `extras` (WriteMeta.fields): a template has none, so a
 * template upload keeps the extras a report import stored.
 */
export const EXTRAS_FIELD = 'extras';

/** Makes the records a target writes from a validated row. */
export type ToRecord<R> = (
  values: Record<string, ParsedValue>,
  extras: Record<string, unknown> | undefined,
) => R;

export interface VaultLayoutSpec {
  name: string;
  dataType: DataType;
  family: MarketplaceFamily | null;
  columns: readonly UploadColumn[];
  detect?: (keys: ReadonlySet<string>) => boolean;
  unknownColumns: 'refuse' | 'ignore' | 'keep';
  ignoredColumns?: readonly string[];
  /** The Data Vault fields (and EXTRAS_FIELD) a report fills from its own columns (UploadLayout.fields). */
  fields?: (headerFields: ReadonlySet<string>) => ReadonlySet<string>;
  /** From the first rows, the converter of one sheet row into Data Vault rows (a report line may hold several). */
  prepare: (sample: readonly MappedRow[]) => (row: MappedRow) => PlainRecord[];
}

/**
 * A layout whose rows become Data Vault rows and then pass the Data Vault's own validation (validateRow in
 * the spec's order, then the upload rules), whatever file they came from: a template or a marketplace report
 * are validated alike.
 */
export function vaultLayout<R>(spec: VaultLayoutSpec, toRecord: ToRecord<R>): UploadLayout<R> {
  const { columns } = vaultColumns(spec.dataType, spec.family);
  return {
    name: spec.name,
    columns: spec.columns,
    detect: spec.detect,
    fields: spec.fields,
    unknownColumns: spec.unknownColumns,
    ignoredColumns: spec.ignoredColumns,
    prepare(sample) {
      const convert = spec.prepare(sample);
      return (mapped) => {
        const records: R[] = [];
        const messages: string[] = [];
        for (const plain of convert(mapped)) {
          const result = validateVaultRow(spec.dataType, spec.family, columns, plain.row, plain.errorCells);
          const own = plain.messages ?? [];
          if (result.ok && own.length === 0) records.push(toRecord(result.values, plain.extras));
          else messages.push(...own, ...(result.ok ? [] : result.messages));
        }
        return messages.length > 0 ? { ok: false, messages } : { ok: true, records };
      };
    },
  };
}

/** The template layout of a data type: its uploadable columns; unknown columns refused, grid-only ones ignored. */
export function templateLayout<R>(
  dataType: DataType,
  family: MarketplaceFamily | null,
  toRecord: ToRecord<R>,
  locale: Locale = TEMPLATE_LOCALE,
): UploadLayout<R> {
  const { columns } = vaultColumns(dataType, family);
  return vaultLayout(
    {
      name: 'template',
      dataType,
      family,
      columns: uploadColumns(dataType, family),
      unknownColumns: 'refuse',
      ignoredColumns: ignoredColumns(dataType, family),
      prepare: () => (mapped) => [plainOfCells(columns, mapped.cells, locale)],
    },
    toRecord,
  );
}

/** Parsed values as the types the writers take. */
export const str = (v: ParsedValue | undefined): string | null =>
  v === null || v === undefined ? null : Array.isArray(v) ? v.join(' ') : String(v);
export const num = (v: ParsedValue | undefined): number | null => (typeof v === 'number' ? v : null);
export const bool = (v: ParsedValue | undefined): boolean | null => (typeof v === 'boolean' ? v : null);
