import { DATA_TYPE_LABELS, type DataType } from '@marketdesk/contracts/data-vault';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import { xlsxBuffer } from '../../platform/spreadsheets';
import { KIND_NAMES, templateType, vaultColumns } from './vault/columns';

const ALLOWED: Record<string, readonly string[]> = {
  boolean: ['true', 'false'],
  order_type: ['R', 'DF'],
};

/** '{marketplace name} {data type} Template.xlsx', or without the marketplace (spec 02 section 7). */
export const templateFileName = (dataType: DataType, marketplaceName: string | null) =>
  `${marketplaceName ? `${marketplaceName} ` : ''}${DATA_TYPE_LABELS[dataType]} Template.xlsx`;

/**
 * The upload template: sheet 1 holds the uploadable columns as a styled header (typed columns, so an EAN
 * typed in keeps its zeros), sheet 2 ('Columns') explains each: meaning, type, required, allowed values.
 */
export async function buildTemplate(dataType: DataType, family: MarketplaceFamily | null): Promise<Buffer> {
  const { columns, required } = vaultColumns(dataType, family);
  return xlsxBuffer({
    sheets: [
      {
        name: DATA_TYPE_LABELS[dataType],
        columns: columns.map((c) => ({ header: c.label, type: templateType(c.kind) })),
      },
    ],
    explain: {
      columns: columns.map((c) => ({
        column: c.label,
        meaning: c.description.replace(/ \(required\)$/, ''),
        type: KIND_NAMES[c.kind],
        required: required.has(c.field),
        allowed: ALLOWED[c.field] ?? (c.kind === 'boolean' ? ALLOWED.boolean : []),
      })),
    },
  });
}
