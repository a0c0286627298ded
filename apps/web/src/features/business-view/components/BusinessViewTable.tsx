import {
  BUSINESS_VIEW_DEFAULT_PAGE_SIZE,
  BUSINESS_VIEW_PAGE_SIZES,
  BUSINESS_VIEW_TEXT,
  type BusinessViewRow,
} from '@marketdesk/contracts/business-view';
import { businessViewOps } from '@marketdesk/contracts/operations/business-view';
import { Alert, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { detailText, isForbidden } from '../../../shared/feedback/failure-text';
import { useGridPage } from '../../../shared/grid/grid-query';
import type { TableSort } from '../../../shared/grid/PagedTableView';
import { ServerPagedTable } from '../../../shared/grid/ServerPagedTable';
import { useDebounced } from '../../../shared/hooks/useDebounced';
import { ExportButton } from '../../../shared/tasks/ExportButton';
import { type BusinessViewFilters, businessViewKey } from '../api/keys';
import { startBusinessViewExport } from '../api/start-export';
import { tableColumns } from './columns';

/** The search box waits this long after typing (spec 02 section 9: search debounce 500 ms). */
const SEARCH_DEBOUNCE_MS = 500;

/** A failed page as the grids word it (spec 02 section 8): a 403's detail as a warning, else 'Failed to fetch data: …'. */
function failure(error: unknown): { severity: 'warning' | 'error'; text: string } {
  const detail = isApiError(error) ? detailText(error.detail) : undefined;
  if (isForbidden(error)) return { severity: 'warning', text: detail ?? BUSINESS_VIEW_TEXT.forbidden };
  return {
    severity: 'error',
    text: BUSINESS_VIEW_TEXT.fetchFailed(detail ?? (error instanceof Error ? error.message : String(error))),
  };
}

interface Props {
  filters: BusinessViewFilters;
  marketplace: { name: string; short_code: string; currency_code: string };
}

/**
 * The generated report: the server-paged table of the marketplace prefix's columns (sorted on the server by a
 * header click), a search over the listing's texts, and the export of the whole report as a background task.
 */
export function BusinessViewTable({ filters, marketplace }: Props) {
  const [sort, setSort] = useState<TableSort | undefined>();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ page: 0, size: BUSINESS_VIEW_DEFAULT_PAGE_SIZE });
  const selection = useMemo(
    () => ({
      sort: sort ? JSON.stringify([{ field: sort.field, sort: sort.order }]) : undefined,
      search: search || undefined,
    }),
    [sort, search],
  );
  // A new report, sort or search starts at the first page.
  const selectionKey = JSON.stringify([filters, selection]);
  const [seen, setSeen] = useState(selectionKey);
  if (seen !== selectionKey) {
    setSeen(selectionKey);
    setPaging((p) => ({ ...p, page: 0 }));
  }
  const page = useGridPage<BusinessViewRow>({
    queryKey: [...businessViewKey, filters],
    operation: businessViewOps.report,
    params: filters,
    page: paging.page,
    size: paging.size,
    selection,
  });
  const columns = useMemo(
    () => tableColumns(marketplace.short_code, marketplace.currency_code),
    [marketplace.short_code, marketplace.currency_code],
  );
  const failed = page.isError ? failure(page.error) : null;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label="Search"
          placeholder="Retailer SKU, SKU, title, brand or category"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ minWidth: 320 }}
        />
        <Stack sx={{ flex: 1 }} />
        <ExportButton
          owner={`business-view:${filters.mp_id}`}
          label={BUSINESS_VIEW_TEXT.exportLabel(marketplace.name, filters.start_date, filters.end_date)}
          text={BUSINESS_VIEW_TEXT.exportButton}
          disabled={!page.data || page.data.total === 0}
          start={() => startBusinessViewExport(filters, selection)}
        />
      </Stack>
      {failed ? (
        <Alert severity={failed.severity} data-testid="business-view-error">
          {failed.text}
        </Alert>
      ) : (
        <ServerPagedTable<BusinessViewRow>
          label="Business view"
          query={page}
          rows={page.data?.items ?? []}
          total={page.data?.total ?? 0}
          dimmed={page.isPlaceholderData}
          columns={columns}
          rowKey={(r) => `${r.retailer_sku}|${r.mp_sku_code}|${r.row_number}`}
          pageSizes={BUSINESS_VIEW_PAGE_SIZES}
          paging={{
            page: paging.page,
            size: paging.size,
            onPageChange: (p) => setPaging((s) => ({ ...s, page: p })),
            onSizeChange: (size) => setPaging({ page: 0, size }),
          }}
          sort={sort}
          onSortChange={setSort}
          empty={BUSINESS_VIEW_TEXT.noRows}
          loadFailed={BUSINESS_VIEW_TEXT.fetchFailed('')}
        />
      )}
    </Stack>
  );
}
