import type { FocusedSkuManagerItem } from '@marketdesk/contracts/focused-sku';
import ImageNotSupported from '@mui/icons-material/ImageNotSupported';
import { Avatar, Checkbox, FormControlLabel, Switch } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PagedColumn } from '../../../shared/grid/PagedTableView';
import { ServerPagedTable, type TablePaging } from '../../../shared/grid/ServerPagedTable';
import { MANAGE_LABEL as L } from './texts';

export interface Selection {
  isSelected(id: number): boolean;
  toggle(item: FocusedSkuManagerItem): void;
  /** Selects every row given, or unselects them all when all are selected already. */
  togglePage(items: readonly FocusedSkuManagerItem[]): void;
}

interface Props {
  label: string;
  query: UseQueryResult<{ items: FocusedSkuManagerItem[]; total: number; retailer_sku_type: string }>;
  loadFailed: string;
  empty: string;
  selection: Selection;
  /** A row's focus switch was flipped: the screen asks for confirmation. */
  onToggleFocus(item: FocusedSkuManagerItem): void;
  /** Page and size of a paged list; false for the search results (at most 50, one page). */
  paging: TablePaging | false;
  pageSizes?: readonly number[];
}

const columns = (
  retailerSkuType: string,
  selection: Selection,
  onToggleFocus: Props['onToggleFocus'],
): PagedColumn<FocusedSkuManagerItem>[] => [
  {
    header: '',
    cell: (i) => (
      <Checkbox
        size="small"
        checked={selection.isSelected(i.product_id)}
        onChange={() => selection.toggle(i)}
        slotProps={{ input: { 'aria-label': L.select(i.retailer_sku) } }}
      />
    ),
  },
  {
    header: L.image,
    cell: (i) => (
      <Avatar variant="rounded" src={i.main_image_url ?? undefined} alt={i.title ?? i.retailer_sku}>
        <ImageNotSupported fontSize="small" aria-hidden />
      </Avatar>
    ),
  },
  { header: retailerSkuType, cell: (i) => i.retailer_sku, sx: { whiteSpace: 'nowrap' } },
  { header: L.sellerSku, cell: (i) => i.seller_sku ?? '', sx: { whiteSpace: 'nowrap' } },
  { header: L.titleColumn, cell: (i) => i.title ?? '' },
  {
    header: L.focused,
    cell: (i) => (
      <Switch
        checked={i.focused_sku}
        onChange={() => onToggleFocus(i)}
        slotProps={{ input: { 'aria-label': L.focusToggle(i.retailer_sku) } }}
      />
    ),
  },
];

/** One tab's SKUs: select boxes, the retailer SKU (headed by its type, e.g. ASIN), seller SKU, title, focus. */
export function SkuTable({
  label,
  query,
  loadFailed,
  empty,
  selection,
  onToggleFocus,
  paging,
  pageSizes,
}: Props) {
  const items = query.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((i) => selection.isSelected(i.product_id));
  return (
    <>
      {items.length > 0 && (
        <FormControlLabel
          label={L.selectPage}
          control={
            <Checkbox size="small" checked={allSelected} onChange={() => selection.togglePage(items)} />
          }
        />
      )}
      <ServerPagedTable<FocusedSkuManagerItem>
        label={label}
        query={query}
        rows={items}
        total={query.data?.total ?? 0}
        dimmed={query.isPlaceholderData}
        columns={columns(query.data?.retailer_sku_type ?? L.retailerSku, selection, onToggleFocus)}
        rowKey={(i) => i.product_id}
        rowProps={(i) => ({ 'data-testid': `sku-row-${i.retailer_sku}` })}
        loadFailed={loadFailed}
        empty={empty}
        paging={paging}
        pageSizes={pageSizes}
      />
    </>
  );
}
