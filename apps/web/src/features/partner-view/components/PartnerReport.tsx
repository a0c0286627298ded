import {
  type PartnerMarketplaceRow,
  type PartnerViewQuery,
  partnerExportName,
  PARTNER_VIEW_TEXT as TX,
} from '@marketdesk/contracts/partner-view';
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { convertedNote } from '../../../shared/format/format';
import { QueryState } from '../../../shared/ui/QueryState';
import { usePartnerMarketplaces } from '../api/get-marketplaces';
import { usePartnerSkus } from '../api/get-skus';
import { usePartnerSummary } from '../api/get-summary';
import { MarketplaceTable } from './MarketplaceTable';
import { SkuTable } from './SkuTable';
import { SummaryCards } from './SummaryCards';

/**
 * The generated report of one warehouse and window: the summary cards, then the marketplace level or, after a
 * click on a marketplace, its SKU level (Back and the breadcrumb return). The page remounts it (key) when other
 * filters are generated, so a drill-down never outlives its filters.
 */
export function PartnerReport({ query, warehouseName }: { query: PartnerViewQuery; warehouseName: string }) {
  const summary = usePartnerSummary(query);
  const marketplaces = usePartnerMarketplaces(query);
  const [open, setOpen] = useState<PartnerMarketplaceRow | null>(null);
  const skus = usePartnerSkus(open ? { ...query, marketplace_id: open.marketplace_id } : null);
  const name = (level: 'marketplaces' | 'skus', code?: string) =>
    partnerExportName(level, warehouseName, query.start_date, query.end_date, code);
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary" data-testid="converted-note">
        {convertedNote(query.currency_code)}
      </Typography>
      <QueryState
        query={summary}
        loadingLabel="Loading the summary"
        forbidden={TX.noPermission}
        loadFailed={TX.fetchFailed}
        testId="partner-summary"
      >
        {(data) => <SummaryCards data={data} currency={query.currency_code} />}
      </QueryState>
      <QueryState
        query={marketplaces}
        loadingLabel="Loading marketplaces"
        forbidden={TX.noPermission}
        loadFailed={TX.fetchFailed}
        testId="partner-marketplaces"
      >
        {(rows) =>
          open ? (
            <SkuTable
              marketplace={open}
              query={skus}
              currency={query.currency_code}
              fileName={name('skus', open.marketplace_code)}
              onBack={() => setOpen(null)}
            />
          ) : (
            <MarketplaceTable
              rows={rows}
              currency={query.currency_code}
              fileName={name('marketplaces')}
              onOpen={setOpen}
            />
          )
        }
      </QueryState>
    </Stack>
  );
}
