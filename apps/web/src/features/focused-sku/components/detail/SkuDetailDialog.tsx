import { type FocusedSkuDetail, FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Rating,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { errorStatus } from '../../../../shared/api/errors';
import { failureSeverity, failureText } from '../../../../shared/feedback/failure-text';
import { formatDay } from '../../../../shared/format/format';
import { useSkuDetail } from '../../api/get-sku-detail';
import { ANALYZER_LABEL as L } from '../../labels';
import { num } from '../format';
import { SkuImage } from '../SkuParts';
import { AdvertisingTab, CatalogTab } from './AdsCatalogTabs';
import { IssuesTable } from './IssuesTable';
import { detailCurrency, KpiTiles } from './KpiTiles';
import { CompetitorsTab, RiskTab } from './RiskCompetitorTabs';
import { InventoryTab, SalesTab } from './SalesInventoryTabs';

interface Props {
  mpId: number | null;
  asin: string;
  /** The title the list showed (the dialog's header reads ASIN and title at once). */
  title: string | null;
  onClose(): void;
  onToggleFocus(r: FocusedSkuDetail): void;
  onExport(r: FocusedSkuDetail): void;
  focusing: boolean;
}

const TABS = [
  T.tabSales,
  T.tabInventory,
  T.tabAdvertising,
  T.tabCatalog,
  L.tabRisk,
  L.tabCompetitors,
] as const;

function Header({
  r,
  focusing,
  onToggleFocus,
  onExport,
}: { r: FocusedSkuDetail } & Omit<Props, 'mpId' | 'asin' | 'title' | 'onClose'>) {
  const chips = [
    r.marketplace,
    r.category,
    r.brand,
    `${L.buyBoxSeller}: ${T.buyBoxSellerUnknown}`,
    r.buybox.is_prime ? T.prime : null,
  ].filter((c): c is string => !!c);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <SkuImage r={r} size={120} />
      <Stack spacing={1} sx={{ flex: 1, minWidth: 240 }}>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="chips">
          {chips.map((c) => (
            <Chip key={c} size="small" label={c} />
          ))}
        </Stack>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Rating value={r.rating ?? 0} precision={0.1} readOnly size="small" />
          <Typography variant="body2" data-testid="detail-rating">
            {num(r.rating)} {L.reviews(r.reviewCount ?? 0)}
          </Typography>
        </Box>
        <Typography variant="body2">
          {L.keywordRank}: {r.keywordRank === null ? '—' : `#${r.keywordRank}`}
        </Typography>
        <Typography variant="body2">
          {L.lastUpdated}: {formatDay(r.lastUpdated ?? r.analysis_date)}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => onToggleFocus(r)} disabled={focusing}>
            {r.isFocused ? T.removeFromFocus : T.addToFocus}
          </Button>
          <Button onClick={() => onExport(r)}>{T.exportReport}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function Body({
  r,
  ...actions
}: { r: FocusedSkuDetail } & Omit<Props, 'mpId' | 'asin' | 'title' | 'onClose'>) {
  const [tab, setTab] = useState(0);
  return (
    <Stack spacing={2.5}>
      <Header r={r} {...actions} />
      <KpiTiles r={r} />
      <IssuesTable issues={r.issues} />
      <Box>
        <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} variant="scrollable">
          {TABS.map((t) => (
            <Tab key={t} label={t} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-label={TABS[tab]} sx={{ pt: 2 }}>
          {tab === 0 && <SalesTab r={r} />}
          {tab === 1 && <InventoryTab r={r} />}
          {tab === 2 && <AdvertisingTab r={r} />}
          {tab === 3 && <CatalogTab r={r} />}
          {tab === 4 && <RiskTab history={r.risk_history} />}
          {tab === 5 && <CompetitorsTab comparison={r.comparison} currency={detailCurrency(r)} />}
        </Box>
      </Box>
    </Stack>
  );
}

function Loaded({ mpId, asin, ...actions }: Omit<Props, 'onClose' | 'title'> & { mpId: number }) {
  const query = useSkuDetail(mpId, asin);
  if (query.isPending) return <CircularProgress aria-label={T.loading} />;
  if (query.isError) {
    const text =
      errorStatus(query.error) === 404
        ? T.noDetails(asin)
        : failureText(query.error, { fallback: T.detailFailed });
    return <Alert severity={failureSeverity(query.error)}>{text}</Alert>;
  }
  return <Body r={query.data} {...actions} />;
}

/**
 * The SKU detail dialog (spec 02 section 2): header with ASIN and title, image, chips, rating, keyword rank,
 * last updated, focus toggle and Export Report; KPI tiles; Detected Issues; the Sales, Inventory, Advertising
 * and Catalog tabs, plus the risk history and the competitor comparison the detail answers.
 */
export function SkuDetailDialog({ mpId, asin, title, onClose, ...actions }: Props) {
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="sku-detail-title">
      <DialogTitle id="sku-detail-title">
        {asin}
        {title && (
          <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
            {title}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {mpId === null ? (
          <Alert severity="error">{T.noMarketplaceForDetail}</Alert>
        ) : (
          <Loaded mpId={mpId} asin={asin} {...actions} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
