import { DATA_VAULT_TEXT, type DataColumn } from '@marketdesk/contracts/data-vault';
import { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZES } from '@marketdesk/contracts/grid';
import type { Operation } from '@marketdesk/contracts/operation';
import { DATA_AREAS, hasCode } from '@marketdesk/contracts/permissions';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { type ReactNode, useMemo, useState } from 'react';
import { isApiError } from '../api/errors';
import { detailText, FORBIDDEN_ACTION, isForbidden } from '../feedback/failure-text';
import { useNotify } from '../feedback/notify';
import { usePermissions } from '../permissions/resolve';
import { UploadErrorTable } from '../upload/UploadErrorTable';
import { type ColumnOptions, type GridRowModel, gridColumns, isMultiLine } from './columns';
import { type GridSelection, gridSelection, useGridPage } from './grid-query';
import { useGridSave } from './grid-save';
import { usePendingRows } from './pending-rows';

type QueryValue = string | number | boolean | null | undefined;

export interface ServerDataGridProps {
  /** Accessible name of the grid, e.g. "Orders Data". */
  label: string;
  /** Query key prefix of this grid's pages; Save invalidates it. */
  queryKey: readonly unknown[];
  /** The GET operation of the pages (grid protocol, spec 02 section 7). */
  operation: Operation;
  /** The grid's own parameters sent with every page, e.g. {mp_id, data_type}. */
  params?: Record<string, QueryValue>;
  /** The PUT operation of Save Changes; null when the grid has none (read-only). */
  updateOperation: Operation | null;
  /** Parameters of the PUT (e.g. {mp_id}); defaults to none. */
  updateParams?: Record<string, QueryValue>;
  columns: readonly DataColumn[];
  identifierLink?: ColumnOptions['identifierLink'];
  /** The grid's marketplace currency: money of a row without its own currency_code is shown in it. */
  currency?: ColumnOptions['currency'];
  initialPageSize?: number;
  /** Extra controls beside Save and Discard, given what the grid shows (an ExportButton). */
  actions?(selection: GridSelection): ReactNode;
  /**
   * Row checkboxes, and controls acting on the checked rows of the page (a DeleteSelectedButton). Without it
   * the grid has no checkboxes: a screen passes it only when the user may act (e.g. holds the delete code).
   */
  selectionActions?(rows: RowSelection): ReactNode;
}

/** The rows checked on the shown page (their `_key`s) and a way to uncheck them all. */
export interface RowSelection {
  keys: string[];
  clear(): void;
}

/** The grid's own words (the spec has none for these). */
export const GRID_TEXT = {
  /** Asks for the exact number of rows when the footer shows an estimate ("of around N"). */
  countAll: 'Count all rows',
} as const;

const NO_ROWS: GridRowSelectionModel = { type: 'include', ids: new Set() };

const UNSAVED_FIELD = '__unsaved';

/** Dates have to be sent as days, not instants: the filter serialiser needs each date column's type. */
const dateTypesOf = (columns: readonly DataColumn[]) =>
  Object.fromEntries(
    columns
      .filter((c) => c.kind === 'date' || c.kind === 'datetime')
      .map((c) => [c.field, c.kind === 'date' ? 'date' : 'dateTime'] as const),
  );

function fetchFailure(error: unknown): { severity: 'warning' | 'error'; text: string } {
  const detail = isApiError(error) ? detailText(error.detail) : undefined;
  if (isForbidden(error)) return { severity: 'warning', text: detail ?? FORBIDDEN_ACTION };
  const message = detail ?? (error instanceof Error ? error.message : String(error));
  return { severity: 'error', text: DATA_VAULT_TEXT.fetchFailed(message) };
}

/**
 * The one server-paged data grid (DESIGN 9): paging, sort, filter and search on the server; cells editable
 * only where the column is editable and the user holds its area's UPDATE code; edited rows marked Unsaved
 * until Save Changes (one PUT with every pending row) or Discard Changes (the server's values again).
 */
export function ServerDataGrid(props: ServerDataGridProps) {
  const { columns, updateOperation } = props;
  const perms = usePermissions();
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: props.initialPageSize ?? GRID_DEFAULT_PAGE_SIZE,
  });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  const selection = useMemo(
    () => gridSelection(sortModel, filterModel, dateTypesOf(columns)),
    [sortModel, filterModel, columns],
  );
  // A large result's total is the server's estimate until the user asks for the exact count of this selection.
  const selectionId = JSON.stringify(selection);
  const [exactFor, setExactFor] = useState<string | null>(null);
  const countExact = exactFor === selectionId;
  const page = useGridPage({
    queryKey: props.queryKey,
    operation: props.operation,
    params: countExact ? { ...props.params, count: 'exact' } : props.params,
    page: pagination.page,
    size: pagination.pageSize,
    selection,
  });
  const pending = usePendingRows(columns);
  const notify = useNotify();
  // The keys of the last save in body order: its row errors number rows by their place in it.
  const [sentKeys, setSentKeys] = useState<string[]>([]);
  const save = useGridSave({
    operation: updateOperation ?? props.operation,
    params: props.updateParams,
    invalidate: props.queryKey,
    onSaved: pending.discard,
  });

  const editable = updateOperation !== null;
  const labelOf = useMemo(() => new Map(columns.map((c) => [c.field, c.label])), [columns]);
  const failedRow = useMemo(() => {
    const out = new Map<string, number>();
    for (const e of save.rowErrors) {
      const key = sentKeys[e.row - 1];
      if (key !== undefined) out.set(key, e.row);
    }
    return out;
  }, [save.rowErrors, sentKeys]);
  const errorLines = useMemo(
    () =>
      save.rowErrors.map((e) => ({
        row: e.row,
        field: e.field ? (labelOf.get(e.field) ?? e.field) : '',
        message: e.message,
      })),
    [save.rowErrors, labelOf],
  );
  /** A locked cell says why it does not open (spec 02 section 5): the column is never editable or not the user's. */
  const refuseLocked = (field: string, isEditable: boolean | undefined) => {
    const label = labelOf.get(field);
    if (editable && !isEditable && label !== undefined) notify.warning(DATA_VAULT_TEXT.editForbidden(label));
  };
  const colDefs = useMemo<GridColDef<GridRowModel>[]>(() => {
    const canEdit = (c: DataColumn) => editable && hasCode(perms, DATA_AREAS[c.area].UPDATE);
    const marker: GridColDef<GridRowModel> = {
      field: UNSAVED_FIELD,
      headerName: '',
      width: 100,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => {
        if (!row[UNSAVED_FIELD]) return null;
        const failed = failedRow.get(row._key);
        return failed === undefined ? (
          <Chip size="small" color="warning" label="Unsaved" />
        ) : (
          <Chip size="small" color="error" label={`Row ${failed}`} />
        );
      },
    };
    const data = gridColumns(columns, {
      canEdit,
      identifierLink: props.identifierLink,
      currency: props.currency,
    });
    return editable ? [marker, ...data] : data;
  }, [columns, editable, perms, props.identifierLink, props.currency, failedRow]);
  const multiLine = useMemo(() => columns.some(isMultiLine), [columns]);

  const rows = useMemo<GridRowModel[]>(
    () =>
      (page.data?.items ?? []).map((r) => {
        const p = pending.pending[r._key];
        return p ? { ...r, ...p.changes, [UNSAVED_FIELD]: true } : r;
      }),
    [page.data, pending.pending],
  );

  const [checked, setChecked] = useState<GridRowSelectionModel>(NO_ROWS);
  const rowSelection = useMemo<RowSelection>(() => {
    const keys =
      checked.type === 'include'
        ? rows.filter((r) => checked.ids.has(r._key)).map((r) => r._key)
        : rows.filter((r) => !checked.ids.has(r._key)).map((r) => r._key);
    return { keys, clear: () => setChecked(NO_ROWS) };
  }, [checked, rows]);
  const selectable = props.selectionActions !== undefined;

  const failure = page.isError ? fetchFailure(page.error) : null;
  const estimated = page.data?.total_estimated === true;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {editable && (
          <>
            <Button
              variant="contained"
              disabled={pending.count === 0 || save.saving}
              onClick={() => {
                setSentKeys(pending.updates.map((u) => u._key));
                save.save(pending.updates);
              }}
            >
              {DATA_VAULT_TEXT.saveChanges}
            </Button>
            <Button
              variant="outlined"
              disabled={pending.count === 0 || save.saving}
              onClick={() => {
                pending.discard();
                save.clearProblem();
              }}
            >
              {DATA_VAULT_TEXT.discardChanges}
            </Button>
            {pending.count > 0 && (
              <Typography variant="body2" color="warning.main" data-testid="unsaved-count">
                {pending.count} unsaved {pending.count === 1 ? 'row' : 'rows'}
              </Typography>
            )}
          </>
        )}
        <Box sx={{ flex: 1 }} />
        {estimated && (
          <Button size="small" onClick={() => setExactFor(selectionId)} disabled={page.isFetching}>
            {GRID_TEXT.countAll}
          </Button>
        )}
        {props.selectionActions?.(rowSelection)}
        {props.actions?.(selection)}
      </Stack>
      {!editable && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {DATA_VAULT_TEXT.notEditable}
        </Alert>
      )}
      {save.problem && (
        <Alert severity="error" sx={{ mb: 1, whiteSpace: 'pre-line' }} onClose={save.clearProblem}>
          {save.problem}
        </Alert>
      )}
      {errorLines.length > 0 && (
        <Box sx={{ mb: 1 }}>
          <UploadErrorTable
            errors={errorLines}
            byField
            fieldHeader="Column"
            label="Save errors"
            filename="save_errors.csv"
          />
        </Box>
      )}
      {failure && (
        <Alert severity={failure.severity} sx={{ mb: 1 }} data-testid="grid-fetch-error">
          {failure.text}
        </Alert>
      )}
      <DataGrid<GridRowModel>
        aria-label={props.label}
        label={props.label}
        rows={rows}
        columns={colDefs}
        getRowId={(r) => r._key}
        // An estimated total: the footer says "of around N" and Next follows the server's next_page.
        rowCount={estimated ? -1 : (page.data?.total ?? 0)}
        estimatedRowCount={estimated ? page.data?.total : undefined}
        paginationMeta={estimated ? { hasNextPage: page.data?.next_page != null } : undefined}
        loading={page.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        pageSizeOptions={[...GRID_PAGE_SIZES]}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        sortModel={sortModel}
        onSortModelChange={(m) => {
          setSortModel(m);
          setPagination((p) => ({ ...p, page: 0 }));
        }}
        filterModel={filterModel}
        onFilterModelChange={(m) => {
          setFilterModel(m);
          setPagination((p) => ({ ...p, page: 0 }));
        }}
        processRowUpdate={(next, shown) => pending.record(next, shown)}
        onCellDoubleClick={(params) => refuseLocked(params.field, params.isEditable)}
        onCellKeyDown={(params, event) => {
          if (event.key === 'Enter') refuseLocked(params.field, params.isEditable);
        }}
        // Bullet points show one per line: rows grow to hold them.
        getRowHeight={multiLine ? () => 'auto' : undefined}
        getRowClassName={({ row }) => (row[UNSAVED_FIELD] ? 'row-unsaved' : '')}
        showToolbar
        // The toolbar's own export and print cover one page only; exports are server tasks (ExportButton).
        slotProps={{
          toolbar: {
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
        disableRowSelectionOnClick
        checkboxSelection={selectable}
        rowSelectionModel={checked}
        onRowSelectionModelChange={setChecked}
        // jsdom has no layout: without this the grid would render no cells in component tests.
        disableVirtualization={import.meta.env.MODE === 'test'}
        sx={{
          minHeight: 400,
          '& .row-unsaved': { bgcolor: 'rgba(237, 108, 2, 0.08)', boxShadow: 'inset 4px 0 0 #ed6c02' },
        }}
      />
    </Box>
  );
}
