import {
  type FocusedSkuManagerItem,
  FOCUSED_SKU_LIMITS as LIMITS,
  FOCUSED_SKU_TEXT as T,
} from '@marketdesk/contracts/focused-sku';
import { Alert, Breadcrumbs, Link, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { downloadCsv } from '../../../shared/csv/csv';
import { useNotify } from '../../../shared/feedback/notify';
import { useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { useReportFilters } from '../../../shared/filters/useReportFilters';
import { useSession } from '../../../shared/session/store';
import { fetchAllFocused, focusedCsv } from '../api/export-focused';
import { useFocusedList } from '../api/get-focused-list';
import { focusedManageKeys } from '../api/keys';
import { useSkuSearch } from '../api/search-skus';
import { FocusConfirmDialog } from '../components/FocusConfirmDialog';
import { ManageToolbar } from '../components/ManageToolbar';
import { SkuTable } from '../components/SkuTable';
import { MANAGE_LABEL as L } from '../components/texts';
import {
  MANAGE_FIELDS,
  type ManageFilters,
  type ManageTab,
  manageDefaults,
  manageRequest,
} from '../hooks/manage-filters';
import { useFocusActions } from '../hooks/useFocusActions';
import { useSelection } from '../hooks/useSelection';

/** Every marketplace of the user may hold focused SKUs. */
const anyMarketplace = () => true;

/**
 * /focused-data/manage-skus (spec 02 sections 2-9): the focused list of a marketplace (paged 50/100/200) and
 * a search of its products (ASIN, SKU or title), each SKU added or removed after a confirmation, one at a
 * time or in bulk; Export CSV writes every focused SKU into all_focused_skus.csv. Marketplace, tab, searched term,
 * page and page size live in the address (shared useReportFilters, screen 'focused-manage'): a reload or a link
 * shows the same list, a visit without them the user's last choice.
 */
export function ManageFocusedSkusPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { selectedClientId } = useSession();
  const pick = useMarketplacePick(anyMarketplace);
  const filters = useReportFilters({
    screen: 'focused-manage',
    fields: MANAGE_FIELDS,
    defaults: manageDefaults,
    toRequest: useCallback((f: ManageFilters) => manageRequest(f, pick.options), [pick.options]),
    enabled: selectedClientId !== null,
    reload: useCallback(
      () => queryClient.invalidateQueries({ queryKey: focusedManageKeys.all }),
      [queryClient],
    ),
  });
  const shown = filters.applied;
  const mpId = shown?.mp ?? null;
  const tab = shown?.tab ?? 'focused';
  const searched = shown?.search ?? '';
  const paged = { page: (shown?.page ?? 1) - 1, size: shown?.size ?? LIMITS.manageDefaultPageSize };
  const term = filters.draft.search ?? '';
  const setTerm = (text: string) => filters.update({ search: text });
  const [exporting, setExporting] = useState(false);
  const list = useFocusedList(mpId, paged.page + 1, paged.size);
  const search = useSkuSearch(mpId, searched);
  const picked = useSelection();
  const actions = useFocusActions(mpId, notify, picked.clear);

  const onMarketplace = (id: number | null) => {
    filters.show({ ...manageDefaults(), size: paged.size, mp: id });
    picked.clear();
  };
  const onSearch = () => {
    const q = term.trim();
    if (!q) {
      notify.warning(T.enterSearchTerm);
      return;
    }
    filters.show({ search: q, tab: 'search' });
  };
  const onRefresh = () => void queryClient.invalidateQueries({ queryKey: focusedManageKeys.all });
  const onExport = async () => {
    if (mpId === null) return;
    setExporting(true);
    try {
      const { items, retailerSkuType } = await fetchAllFocused(mpId);
      if (items.length === 0) notify.warning(T.noFocusedToExport);
      else {
        downloadCsv(LIMITS.exportFileName, focusedCsv(items, retailerSkuType));
        notify.success(T.exportedSuccessfully(items.length));
      }
    } catch (error) {
      notify.failure(error, T.exportSkusFailed);
    } finally {
      setExporting(false);
    }
  };
  const rowActions = {
    selection: picked.selection,
    onToggleFocus: (i: FocusedSkuManagerItem) =>
      actions.ask({ items: [i], focused: !i.focused_sku, bulk: false }),
  };
  const onBulk = (focused: boolean) => {
    if (picked.items.length === 0) notify.warning(T.noneSelectedForBulk);
    else actions.ask({ items: picked.items, focused, bulk: true });
  };

  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="breadcrumb">
        <Link component={RouterLink} to="/dashboard" underline="hover" color="inherit">
          {L.home}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {T.breadcrumb}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" component="h1">
        {L.title}
      </Typography>
      <ManageToolbar
        options={pick.options}
        mpId={mpId}
        onMarketplace={onMarketplace}
        term={term}
        onTerm={setTerm}
        onSearch={onSearch}
        onRefresh={onRefresh}
        onExport={() => void onExport()}
        exporting={exporting}
        onBulk={onBulk}
      />
      {mpId === null ? (
        <Alert severity="info">{T.selectMarketplace}</Alert>
      ) : (
        <Paper sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Tabs value={tab} onChange={(_, v: ManageTab) => filters.show({ tab: v })}>
              <Tab value="focused" label={T.tabFocused} />
              <Tab value="search" label={T.tabSearchResults} />
            </Tabs>
            {picked.items.length > 0 && (
              <Typography color="text.secondary">{L.selectedCount(picked.items.length)}</Typography>
            )}
          </Stack>
          {tab === 'focused' ? (
            <SkuTable
              label={T.tabFocused}
              query={list}
              loadFailed={T.fetchFocusedFailed}
              empty={L.noFocused}
              {...rowActions}
              pageSizes={LIMITS.managePageSizes}
              paging={{
                ...paged,
                onPageChange: (page) => filters.show({ page: page + 1 }),
                onSizeChange: (size) => filters.show({ page: 1, size }),
              }}
            />
          ) : searched === '' ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {L.searchFirst}
            </Typography>
          ) : (
            <SkuTable
              label={T.tabSearchResults}
              query={search}
              loadFailed={T.searchFailed}
              empty={T.noneMatching}
              {...rowActions}
              paging={false}
            />
          )}
        </Paper>
      )}
      <FocusConfirmDialog
        pending={actions.pending}
        busy={actions.busy}
        onCancel={actions.cancel}
        onConfirm={actions.confirm}
      />
    </Stack>
  );
}
