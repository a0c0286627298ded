import {
  FOCUSED_SKU_LIMITS,
  type FocusedSkuAnalysis,
  FOCUSED_SKU_TEXT as T,
} from '@marketdesk/contracts/focused-sku';
import { Box, Breadcrumbs, Grid, Link, Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../shared/feedback/notify';
import { type MarketplaceRule, useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { type AnalysisPage, useAnalysisList } from '../api/get-analysis-list';
import { useCategories } from '../api/get-categories';
import { AnalyzerToolbar } from '../components/AnalyzerToolbar';
import { BulkBar } from '../components/BulkBar';
import { SkuDetailDialog } from '../components/detail/SkuDetailDialog';
import { downloadReport } from '../components/exports';
import { FilterDrawer } from '../components/FilterDrawer';
import { EmptyState, ErrorState, LoadingState, PickMarketplace } from '../components/ListStates';
import { SkuCard, SkuRow } from '../components/SkuViews';
import { SummaryCards } from '../components/SummaryCards';
import { useAnalyzerActions } from '../hooks/useAnalyzerActions';
import { useAnalyzerView } from '../hooks/useAnalyzerView';

/** Every marketplace the user may pick (module-level: a stable rule). */
const ANY_MARKETPLACE: MarketplaceRule = () => true;

/**
 * Focused SKU analysis (/focused-data/analyzer, spec 02 sections 2-9): pick a marketplace, read the stored
 * analyses of its SKUs as cards or rows with the summary cards above, open a SKU's detail, act on a selection.
 * The server searches, filters, sorts and sums over the whole marketplace; the screen shows its page and summary.
 */
export function FocusedAnalyzerPage() {
  const pick = useMarketplacePick(ANY_MARKETPLACE);
  const view = useAnalyzerView(pick.options);
  const mpId = view.mpId;
  const notify = useNotify();
  const actions = useAnalyzerActions(mpId);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [detail, setDetail] = useState<FocusedSkuAnalysis | null>(null);

  const onFetched = (page: AnalysisPage) => {
    if (page.items.length > 0) notify.success(T.loaded(page.items.length));
    else notify.info(T.noneMatching);
  };
  const list = useAnalysisList(view.query, onFetched);
  const categories = useCategories(mpId);
  const items = list.data?.items ?? [];
  const chosen = [...view.selected.values()];
  const currency = pick.find(mpId)?.currency_code ?? FOCUSED_SKU_LIMITS.cardCurrency;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / FOCUSED_SKU_LIMITS.defaultSize));

  const card = (r: FocusedSkuAnalysis) => {
    const props = {
      r,
      selected: view.selected.has(r.asin),
      onSelect: view.toggleSelected,
      onToggleFocus: actions.toggleFocus,
      onOpen: setDetail,
    };
    return view.view === 'grid' ? (
      <Grid key={r.asin} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
        <SkuCard {...props} />
      </Grid>
    ) : (
      <Grid key={r.asin} size={12}>
        <SkuRow {...props} />
      </Grid>
    );
  };

  const content = () => {
    if (mpId === null) return <PickMarketplace />;
    if (list.isPending) return <LoadingState key={mpId} />;
    if (list.isError) return <ErrorState error={list.error} onRetry={() => list.refetch()} />;
    return (
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary" data-testid="api-reports-line">
          {T.apiReportsLine(list.data.total, items.length)}
        </Typography>
        <SummaryCards summary={list.data.summary} currency={currency} />
        {items.length === 0 ? (
          <EmptyState onReset={view.resetFilters} />
        ) : (
          <Grid container spacing={2}>
            {items.map(card)}
          </Grid>
        )}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={view.page}
            onChange={(_e, p) => view.setPage(p)}
            sx={{ alignSelf: 'center' }}
          />
        )}
      </Stack>
    );
  };

  return (
    <Box sx={{ p: 3 }}>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/focused-data/manage-skus" underline="hover">
          {T.breadcrumb}
        </Link>
        <Typography color="text.primary">Focused SKU Analysis</Typography>
      </Breadcrumbs>
      <Stack spacing={2}>
        <AnalyzerToolbar
          options={pick.options}
          view={view}
          onOpenFilters={() => setFiltersOpen(true)}
          onRefresh={actions.refresh}
          refreshing={actions.refreshing}
        />
        {content()}
      </Stack>
      {chosen.length > 0 && (
        <BulkBar
          count={chosen.length}
          busy={actions.analyzing || actions.focusing}
          onClear={view.clearSelection}
          onExport={(format) => actions.exportRecords(chosen, format)}
          onAddToFocus={() => actions.addToFocus(chosen)}
          onAnalyze={() =>
            actions.analyze(
              chosen.map((r) => r.asin),
              view.clearSelection,
            )
          }
        />
      )}
      <FilterDrawer
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        value={view.filters}
        categories={categories.data ?? []}
        onChange={view.setFilters}
        onReset={view.resetFilters}
      />
      {detail && (
        <SkuDetailDialog
          mpId={mpId}
          asin={detail.asin}
          title={detail.title}
          onClose={() => setDetail(null)}
          onToggleFocus={actions.toggleFocus}
          onExport={(r) => {
            downloadReport(r);
            notify.success(T.exportedSuccessfully(1));
          }}
          focusing={actions.focusing}
        />
      )}
    </Box>
  );
}
