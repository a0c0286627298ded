import {
  PARTNER_SKU_DEFAULT_PAGE_SIZE,
  PARTNER_SKU_PAGE_SIZES,
  type PartnerMarketplaceRow,
  type PartnerSkuRow,
  PARTNER_VIEW_TEXT as TX,
} from '@marketdesk/contracts/partner-view';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Breadcrumbs, Button, Link, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatCount } from '../../../shared/format/format';
import { PagedTable } from '../../../shared/ui/PagedTable';
import { QueryState } from '../../../shared/ui/QueryState';
import { ExportCsvButton } from './ExportCsvButton';
import { skusCsv } from './export';
import { Coverage, figureColumns } from './figures';

interface Props {
  marketplace: PartnerMarketplaceRow;
  query: UseQueryResult<PartnerSkuRow[]>;
  currency: string;
  fileName: string;
  onBack(): void;
}

/** The SKU level of one marketplace (25/50/100 rows, default 25), with Back and the 'Marketplace Level' breadcrumb. */
export function SkuTable({ marketplace, query, currency, fileName, onBack }: Props) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" startIcon={<ArrowBackIcon />} onClick={onBack}>
          {TX.back}
        </Button>
        <Breadcrumbs aria-label="breadcrumb" sx={{ flexGrow: 1 }}>
          <Link component="button" type="button" underline="hover" color="inherit" onClick={onBack}>
            {TX.breadcrumb}
          </Link>
          <Typography color="text.primary">{marketplace.marketplace_name}</Typography>
        </Breadcrumbs>
        {query.data && (
          <ExportCsvButton name={fileName} csv={() => skusCsv(query.data)} label="Export SKUs" />
        )}
      </Stack>
      <Typography variant="h6" component="h2">
        SKUs on {marketplace.marketplace_name}
      </Typography>
      <QueryState
        query={query}
        loadingLabel="Loading SKUs"
        forbidden={TX.noPermission}
        loadFailed={TX.skuFetchFailed}
        testId="partner-skus"
      >
        {(rows) => (
          <Box sx={{ overflowX: 'auto' }}>
            <PagedTable
              label="SKUs"
              rows={rows}
              rowKey={(r) => `${r.sku_id}-${r.sku_code}`}
              rowTestId={(r) => `sku-row-${r.sku_id}`}
              columns={[
                {
                  header: 'SKU Code',
                  sx: { whiteSpace: 'nowrap', fontWeight: 600 },
                  cell: (r) => r.sku_code || '—',
                },
                { header: 'SKU Name', cell: (r) => r.sku_name },
                ...figureColumns<PartnerSkuRow>(currency),
                { header: 'Current Stock', align: 'right', cell: (r) => formatCount(r.current_stock) },
                {
                  header: 'Stock Coverage (days)',
                  align: 'right',
                  cell: (r) => <Coverage days={r.stock_coverage_days} />,
                },
              ]}
              pageSizes={PARTNER_SKU_PAGE_SIZES}
              defaultSize={PARTNER_SKU_DEFAULT_PAGE_SIZE}
              empty="No SKU sold, returned or advertised on this marketplace in the period."
            />
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}
