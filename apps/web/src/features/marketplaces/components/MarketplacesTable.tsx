import type { MarketplaceAdmin } from '@marketdesk/contracts';
import { Link } from '@mui/material';
import { type PagedColumn, PagedTable } from '../../../shared/ui/PagedTable';
import { EditAction } from '../../../shared/ui/RowAction';

const COLUMNS: PagedColumn<MarketplaceAdmin>[] = [
  { header: 'ID', cell: (m) => m.pk_mp_id },
  { header: 'Name', cell: (m) => m.name },
  { header: 'Short Code', cell: (m) => m.short_code },
  { header: 'Country', cell: (m) => m.country_code },
  { header: 'Currency', cell: (m) => m.currency_code },
  { header: 'Language', cell: (m) => m.language_code },
  { header: 'Timezone', cell: (m) => m.timezone },
  { header: 'VAT Rate', cell: (m) => m.vat_rate },
  {
    header: 'Website',
    cell: (m) => (
      <Link href={m.website_url} target="_blank" rel="noreferrer">
        {m.website_url}
      </Link>
    ),
  },
];

/** The marketplace list (super admin): the settings of each marketplace; secrets stay in the dialog. */
export function MarketplacesTable({
  marketplaces,
  onEdit,
}: {
  marketplaces: MarketplaceAdmin[];
  onEdit(m: MarketplaceAdmin): void;
}) {
  return (
    <PagedTable
      label="Marketplaces"
      rows={marketplaces}
      columns={COLUMNS}
      rowKey={(m) => m.pk_mp_id}
      rowTestId={(m) => `marketplace-row-${m.short_code}`}
      actions={(m) => <EditAction name={m.short_code} onClick={() => onEdit(m)} />}
    />
  );
}
