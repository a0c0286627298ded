import type { ReviewDataQuery, ReviewDataRow } from '@marketdesk/contracts/review-data';
import {
  REVIEW_DATA_COLUMNS,
  REVIEW_DATA_DEFAULT_PAGE_SIZE,
  REVIEW_DATA_PAGE_SIZES,
  REVIEW_DATA_TEXT,
} from '@marketdesk/contracts/review-data';
import { useEffect } from 'react';
import { errorStatus } from '../../../shared/api/errors';
import { useNotify } from '../../../shared/feedback/notify';
import type { PagedColumn } from '../../../shared/grid/PagedTableView';
import { ServerPagedTable } from '../../../shared/grid/ServerPagedTable';
import { usePaging } from '../../../shared/grid/usePaging';
import { useReviewPage } from '../api/get-page';
import { formatCell } from '../format';

/** The grid's columns under their groups (spec 03 section 2); numbers right-aligned. */
const columnsFor = (currency: string): PagedColumn<ReviewDataRow>[] =>
  REVIEW_DATA_COLUMNS.map((c) => ({
    header: c.label,
    group: c.group,
    cell: (row) => formatCell(c, row, currency),
    align: c.format === 'text' || c.format === 'flag' ? 'left' : 'right',
    sx: { whiteSpace: 'nowrap' },
    headerSx: { whiteSpace: 'nowrap' },
  }));

/** The grouped, server-paginated grid: 25, 50 or 100 rows a page (default 100), pages asked of the server. */
export function ReviewGrid({ query }: { query: ReviewDataQuery }) {
  // A new Generate starts at the first page.
  const paging = usePaging(REVIEW_DATA_DEFAULT_PAGE_SIZE, query);
  const result = useReviewPage(query, paging.page, paging.size);
  const notify = useNotify();
  useEffect(() => {
    // A 404 shows only in the banner (its detail); other failures also toast (spec 03 section 8).
    if (result.isError && errorStatus(result.error) !== 404)
      notify.failure(result.error, REVIEW_DATA_TEXT.dataFailed);
  }, [result.isError, result.error, notify]);
  return (
    <ServerPagedTable<ReviewDataRow>
      label="Review data"
      query={result}
      rows={result.data?.data ?? []}
      total={result.data?.total_count ?? 0}
      dimmed={result.isPlaceholderData}
      columns={columnsFor(query.currency_code)}
      rowKey={(r) => r.sku_id}
      pageSizes={REVIEW_DATA_PAGE_SIZES}
      paging={paging}
      empty={REVIEW_DATA_TEXT.noRows}
      loadFailed={REVIEW_DATA_TEXT.dataFailed}
    />
  );
}
