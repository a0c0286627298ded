import {
  PARTNER_MARKETPLACE_DEFAULT_PAGE_SIZE,
  PARTNER_MARKETPLACE_PAGE_SIZES,
  type PartnerMarketplaceRow,
} from '@marketdesk/contracts/partner-view';
import { Box, Stack, Typography } from '@mui/material';
import { PagedTable } from '../../../shared/ui/PagedTable';
import { ExportCsvButton } from './ExportCsvButton';
import { marketplacesCsv } from './export';
import { figureColumns } from './figures';

interface Props {
  rows: PartnerMarketplaceRow[];
  currency: string;
  fileName: string;
  onOpen(row: PartnerMarketplaceRow): void;
}

/** The marketplace level (5/10/25 rows, default 10): a click on a row drills into its SKUs. */
export function MarketplaceTable({ rows, currency, fileName, onOpen }: Props) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Marketplace Level
        </Typography>
        <ExportCsvButton name={fileName} csv={() => marketplacesCsv(rows)} label="Export marketplaces" />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Click a marketplace to see its SKUs.
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <PagedTable
          label="Marketplaces"
          rows={rows}
          rowKey={(r) => r.marketplace_id}
          rowTestId={(r) => `marketplace-row-${r.marketplace_code}`}
          columns={[
            {
              header: 'Marketplace',
              sx: { whiteSpace: 'nowrap', fontWeight: 600 },
              cell: (r) => `${r.marketplace_name} (${r.marketplace_code})`,
            },
            ...figureColumns<PartnerMarketplaceRow>(currency),
          ]}
          pageSizes={PARTNER_MARKETPLACE_PAGE_SIZES}
          defaultSize={PARTNER_MARKETPLACE_DEFAULT_PAGE_SIZE}
          empty="The warehouse serves none of your marketplaces."
          onOpen={onOpen}
        />
      </Box>
    </Stack>
  );
}
