import {
  SKU_CATALOG_ISSUE_LABELS,
  SKU_HISTORY_PAGE_SIZE,
  SKU_HISTORY_PAGE_SIZES,
  type SkuHistoryRecord,
  SKU_COMPARISON_TEXT as T,
} from '@marketdesk/contracts/sku-comparison';
import { useState } from 'react';
import { formatDay } from '../../../shared/format/format';
import { type PagedColumn, PagedTableView } from '../../../shared/grid/PagedTableView';
import { money, useCurrencyOf } from './history-format';

interface Props {
  records: SkuHistoryRecord[];
  marketplaceName(id: number): string;
}

/** The columns of the table and of the CSV export, in one place. */
export function historyColumns(marketplaceName: (id: number) => string) {
  return [
    { header: 'Date', value: (r: SkuHistoryRecord) => formatDay(r.date) },
    { header: 'Marketplace', value: (r: SkuHistoryRecord) => marketplaceName(r.marketplace_id) },
    { header: 'SKU Code', value: (r: SkuHistoryRecord) => r.sku_code },
    { header: 'SKU Name', value: (r: SkuHistoryRecord) => r.sku_name },
    { header: 'Client Price', value: (r: SkuHistoryRecord) => r.client_price, money: true, numeric: true },
    { header: 'Comp 1 Price', value: (r: SkuHistoryRecord) => r.comp1_price, money: true, numeric: true },
    { header: 'Comp 2 Price', value: (r: SkuHistoryRecord) => r.comp2_price, money: true, numeric: true },
    { header: 'Client Ranking', value: (r: SkuHistoryRecord) => r.client_ranking, numeric: true },
    { header: 'Catalog Issues', value: (r: SkuHistoryRecord) => SKU_CATALOG_ISSUE_LABELS[r.catalog_issues] },
  ];
}

/** The records, newest first, paged in the browser: 10, 25 or 50 rows (default 10), prices in each record's marketplace currency. */
export function HistoryTable({ records, marketplaceName }: Props) {
  const currencyOf = useCurrencyOf();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(SKU_HISTORY_PAGE_SIZE);
  const columns: PagedColumn<SkuHistoryRecord>[] = historyColumns(marketplaceName).map((c) => ({
    header: c.header,
    align: 'numeric' in c ? 'right' : 'left',
    cell: (r) => {
      const v = c.value(r);
      return 'money' in c && typeof v === 'number' ? money(v, currencyOf(r.marketplace_id)) : v;
    },
  }));
  const last = Math.max(0, Math.ceil(records.length / size) - 1);
  const shown = Math.min(page, last);
  return (
    <PagedTableView
      label="SKU comparison records"
      rows={records.slice(shown * size, shown * size + size)}
      total={records.length}
      columns={columns}
      rowKey={(r) => r.id}
      page={shown}
      size={size}
      pageSizes={SKU_HISTORY_PAGE_SIZES}
      onPageChange={setPage}
      onSizeChange={(s) => {
        setSize(s);
        setPage(0);
      }}
      empty={T.noRecords}
    />
  );
}
