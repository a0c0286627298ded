import {
  AUTO_ORDERING_DEFAULT_PAGE_SIZE,
  AUTO_ORDERING_GRID_HEIGHT,
  AUTO_ORDERING_PAGE_SIZES,
  type AutoOrderingGridRow,
} from '@marketdesk/contracts/auto-ordering';
import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { columnFields, headerOf, isHidden, isNumeric } from '../hooks/columns';

interface Props {
  rows: readonly AutoOrderingGridRow[];
  /** Every row of the answer: the columns come from it, so a search does not change them. */
  allRows: readonly AutoOrderingGridRow[];
}

/** The report grid: a column per field of the answer, fk_sku_id and brand_id hidden, page sizes 25/50/100. */
export function AutoOrderingGrid({ rows, allRows }: Props) {
  const fields = useMemo(() => columnFields(allRows), [allRows]);
  const columns = useMemo<GridColDef<AutoOrderingGridRow>[]>(
    () =>
      fields.map((field) => ({
        field,
        headerName: headerOf(field),
        type: isNumeric(allRows, field) ? 'number' : 'string',
        minWidth: field === 'sku_name' ? 200 : 120,
        flex: field === 'sku_name' ? 1.5 : 1,
      })),
    [fields, allRows],
  );
  const hidden = useMemo(() => Object.fromEntries(fields.filter(isHidden).map((f) => [f, false])), [fields]);
  return (
    <Box sx={{ height: AUTO_ORDERING_GRID_HEIGHT }} data-testid="auto-ordering-grid">
      <DataGrid
        rows={rows}
        columns={columns}
        getRowId={(r) => r.fk_sku_id}
        columnVisibilityModel={hidden}
        pageSizeOptions={[...AUTO_ORDERING_PAGE_SIZES]}
        initialState={{
          pagination: { paginationModel: { pageSize: AUTO_ORDERING_DEFAULT_PAGE_SIZE, page: 0 } },
        }}
        disableRowSelectionOnClick
        // At most 100 rows a page and a few dozen columns: every cell rendered, so the search reads like the grid.
        disableVirtualization
        density="compact"
      />
    </Box>
  );
}
