import { type WriteRows, xlsxBuffer } from '../../platform/spreadsheets';

export const INVENTORY_SHEET = 'Inventory';
const HEADERS = ['Ops_SKU_Code', 'MP_SKU_Code', 'Retailer_SKU_Code', 'Quantity', 'Warehouse'] as const;

/** The template (or a demo inventory file): the columns, typed, and the explain sheet of writeXlsx. */
export async function buildInventoryTemplate(rows?: WriteRows): Promise<Buffer> {
  return xlsxBuffer({
    sheets: [
      {
        name: INVENTORY_SHEET,
        columns: HEADERS.map((header) => ({ header, type: header === 'Quantity' ? 'integer' : 'text' })),
        rows,
      },
    ],
    explain: {
      columns: [
        {
          column: 'Ops_SKU_Code',
          meaning: "Your own SKU code (the SKU master's code)",
          type: 'text',
          required: true,
        },
        { column: 'MP_SKU_Code', meaning: "The marketplace's seller SKU", type: 'text', required: false },
        {
          column: 'Retailer_SKU_Code',
          meaning: 'The retailer identifier (ASIN, EAN, …)',
          type: 'text',
          required: false,
        },
        {
          column: 'Quantity',
          meaning: 'Units on hand now; replaces the current stock',
          type: 'whole number ≥ 0',
          required: true,
        },
        {
          column: 'Warehouse',
          meaning: "One of your warehouses by name; empty: the marketplace's first-ranked warehouse",
          type: 'text',
          required: false,
        },
      ],
    },
  });
}
