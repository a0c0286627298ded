import type { BrandRecord } from '@marketdesk/contracts';
import { Chip } from '@mui/material';
import { type PagedColumn, PagedTable } from '../../../shared/ui/PagedTable';
import { EditAction } from '../../../shared/ui/RowAction';

const COLUMNS: PagedColumn<BrandRecord>[] = [
  { header: 'ID', cell: (b) => b.pk_brand_id },
  { header: 'Brand Name', cell: (b) => b.brand_name },
  { header: 'Brand Code', cell: (b) => b.brand_code },
  {
    header: 'Managed',
    cell: (b) => (
      <Chip size="small" label={b.managed ? 'Yes' : 'No'} color={b.managed ? 'success' : 'default'} />
    ),
  },
];

/** The brand list: id, name, code, managed, edit. */
export function BrandsTable({ brands, onEdit }: { brands: BrandRecord[]; onEdit(b: BrandRecord): void }) {
  return (
    <PagedTable
      label="Brands"
      rows={brands}
      columns={COLUMNS}
      rowKey={(b) => b.pk_brand_id}
      rowTestId={(b) => `brand-row-${b.brand_code}`}
      actions={(b) => <EditAction name={b.brand_name} onClick={() => onEdit(b)} />}
    />
  );
}
