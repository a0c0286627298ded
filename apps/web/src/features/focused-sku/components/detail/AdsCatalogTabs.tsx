import { type FocusedSkuAnalysis, FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { ANALYZER_LABEL as L } from '../../labels';
import { money, num, percent } from '../format';
import { Facts } from './Facts';
import { detailCurrency } from './KpiTiles';
import { SmallTable } from './SmallTable';

/** Advertising: spend, sales, ACOS, ROAS, impressions, clicks, CTR and CPC of 7 and 30 days. */
export function AdvertisingTab({ r }: { r: FocusedSkuAnalysis }) {
  const cur = detailCurrency(r);
  const a = r.ams;
  const rows: [string, string, string][] = [
    [L.spend, money(a.spend_7d, cur), money(a.spend_30d, cur)],
    [L.sales, money(a.sales_7d, cur), money(a.sales_30d, cur)],
    [T.acos, percent(a.acos_7d), percent(a.acos_30d)],
    [L.roas, num(a.roas_7d), num(a.roas_30d)],
    [L.impressions, num(a.impressions_7d), num(a.impressions_30d)],
    [L.clicks, num(a.clicks_7d), num(a.clicks_30d)],
    [L.ctr, percent(a.ctr_7d), percent(a.ctr_30d)],
    [L.cpc, money(a.cpc_7d, cur), money(a.cpc_30d, cur)],
  ];
  return (
    <SmallTable
      label={T.tabAdvertising}
      headers={['', L.period7d, L.period30d]}
      rows={rows.map(([k, d7, d30]) => ({ key: k, cells: [k, d7, d30] }))}
      rowHeaders
    />
  );
}

const PRESENCE = Object.entries(L.presence) as [keyof typeof L.presence, string][];

/** Catalog: content facts, the presence checkboxes, the missing attributes and the raw record for debugging. */
export function CatalogTab({ r }: { r: FocusedSkuAnalysis }) {
  const c = r.catalogue;
  return (
    <Stack spacing={2}>
      <Facts
        label={T.tabCatalog}
        items={[
          [L.brand, r.brand ?? '—'],
          [L.category, r.category ?? '—'],
          [L.productType, c.product_type ?? '—'],
          [L.idqScore, num(c.idq_score)],
          [L.salesRank, num(c.sales_rank)],
          [L.imageCount, num(c.image_count)],
          [L.bulletCount, num(c.bullet_count)],
        ]}
      />
      <Box>
        {PRESENCE.map(([k, label]) => (
          <FormControlLabel
            key={k}
            label={label}
            control={<Checkbox size="small" checked={c[k]} readOnly />}
          />
        ))}
      </Box>
      <Box>
        <Typography variant="subtitle2">{L.missingAttributes}</Typography>
        {c.missing_attributes.length === 0 ? (
          <Typography color="text.secondary">{T.noMissingAttributes}</Typography>
        ) : (
          <Box component="ul" sx={{ my: 0.5 }}>
            {c.missing_attributes.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </Box>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2">{L.rawData}</Typography>
        <Box
          component="pre"
          aria-label={L.rawData}
          sx={{ maxHeight: 200, overflow: 'auto', bgcolor: 'action.hover', p: 1, fontSize: 12, m: 0 }}
        >
          {JSON.stringify(r, null, 2)}
        </Box>
      </Box>
    </Stack>
  );
}
