import {
  type ColumnKind,
  type DataColumn,
  type DataType,
  dataColumns,
} from '@marketdesk/contracts/data-vault';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import type { PlainValue } from '../../../platform/grid';
import { validateRow } from '../../../platform/grid';
import type { ColumnType } from '../../../platform/spreadsheets';
import type { UploadColumn } from '../../../platform/uploads';

/** The Data Vault's upload columns (contracts data-vault.ts), as the template and the pipeline see them. */

/** A value of each kind that passes validation, to find out which columns are required (below). */
const SAMPLE: Record<ColumnKind, PlainValue> = {
  key: 'x',
  text: 'x',
  list: 'x',
  integer: 1,
  number: 1,
  money: 1,
  fraction: 0.5,
  multiple: 1,
  date: '2024-01-01',
  datetime: '2024-01-01T00:00:00Z',
  boolean: true,
};

const cache = new Map<string, { columns: DataColumn[]; required: Set<string> }>();

/**
 * The uploadable columns of a data type and which of them a file must have. A column is required when
 * leaving it blank is a validation error: a blank row gets one message fewer when that column alone is
 * filled. Deriving it from validateRow keeps the header check, the template's Required column and the row
 * rules one decision (the rules' author owns it).
 */
export function vaultColumns(dataType: DataType, family: MarketplaceFamily | null) {
  const cacheKey = `${dataType}:${family?.prefix ?? ''}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const columns = (dataColumns(dataType, family) ?? []).filter((c) => c.uploadable);
  const blank = validateRow(dataType, family, {}).length;
  const required = new Set(
    columns
      .filter((c) => validateRow(dataType, family, { [c.field]: SAMPLE[c.kind] }).length < blank)
      .map((c) => c.field),
  );
  const out = { columns, required };
  cache.set(cacheKey, out);
  return out;
}

/** Grid columns that are never uploaded (keys, brand, estimates): accepted in a file and ignored. */
export function ignoredColumns(dataType: DataType, family: MarketplaceFamily | null): string[] {
  return (dataColumns(dataType, family) ?? [])
    .filter((c) => !c.uploadable)
    .flatMap((c) => [c.field, c.label]);
}

/** Values the template's explanation sheet lists for a column. */
const ALLOWED: Record<string, readonly string[]> = {
  boolean: ['true', 'false'],
  order_type: ['R', 'DF'],
};

/**
 * The columns of a data type's template layout, with what the template shows of each (typed cells, so an EAN
 * typed in keeps its zeros; meaning, type, required and allowed values on the explanation sheet).
 */
export const uploadColumns = (dataType: DataType, family: MarketplaceFamily | null): UploadColumn[] => {
  const { columns, required } = vaultColumns(dataType, family);
  return columns.map((c) => ({
    field: c.field,
    label: c.label,
    required: required.has(c.field),
    template: {
      type: templateType(c.kind),
      meaning: c.description.replace(/ \(required\)$/, ''),
      typeName: KIND_NAMES[c.kind],
      allowed: ALLOWED[c.field] ?? (c.kind === 'boolean' ? ALLOWED.boolean : []),
    },
  }));
};

/** How the template formats a column. */
export function templateType(kind: ColumnKind): ColumnType {
  switch (kind) {
    case 'integer':
      return 'integer';
    case 'number':
    case 'money':
    case 'fraction':
    case 'multiple':
      return 'decimal';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'boolean':
      return 'boolean';
    default:
      return 'text';
  }
}

/** The template's words for a kind (its explanation sheet). */
export const KIND_NAMES: Record<ColumnKind, string> = {
  key: 'Text',
  text: 'Text',
  list: 'Text (list)',
  integer: 'Whole number',
  number: 'Number',
  money: 'Amount',
  fraction: 'Fraction (0 to 1)',
  multiple: 'Multiple',
  date: 'Date',
  datetime: 'Date and time',
  boolean: 'true / false',
};
