import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { DATA_AREAS, hasCode } from '@marketdesk/contracts/permissions';
import {
  DF_COLUMNS,
  DF_PAGE_SIZE,
  type DfUploadAccepted,
  VENDOR_ORDERS_TEXT,
} from '@marketdesk/contracts/vendor-orders';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiFile } from '../../../shared/api/client';
import { useNotify } from '../../../shared/feedback/notify';
import { saveBlob } from '../../../shared/files/save-blob';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { DeleteSelectedButton } from '../../../shared/grid/DeleteSelectedButton';
import { ServerDataGrid } from '../../../shared/grid/ServerDataGrid';
import { usePermissions } from '../../../shared/permissions/resolve';
import { useMarketplaces } from '../../../shared/reference/marketplaces';
import { UploadButton, UploadStatusLine } from '../../../shared/upload/UploadButton';
import { UploadErrorTable } from '../../../shared/upload/UploadErrorTable';
import { useFileUpload } from '../../../shared/upload/useFileUpload';

const DELETE_TEXTS = {
  title: VENDOR_ORDERS_TEXT.deleteTitle,
  body: VENDOR_ORDERS_TEXT.deleteBody,
  deleted: VENDOR_ORDERS_TEXT.deleted,
  failed: VENDOR_ORDERS_TEXT.deleteFailed,
};

/**
 * /df-orders (spec 03): AZ marketplaces only; View Data (view:df_orders) shows the DF grid (25); Upload Data
 * and Download Template need create:df_orders; the upload shows its progress and the inserted counts, a refused
 * one the Row, Field, Error Message table; Delete Selected on the grid with delete:df_orders.
 */
export function DfOrdersPage() {
  const perms = usePermissions();
  const notify = useNotify();
  const client = useQueryClient();
  const marketplaces = useMarketplaces();
  const [mpId, setMpId] = useState<number | null>(null);
  const [viewed, setViewed] = useState<number | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const options = useMemo(
    () =>
      (marketplaces.data ?? [])
        .filter((m) => prefixOf(m.short_code) === 'AZ')
        .sort((a, b) => a.name.localeCompare(b.name)),
    [marketplaces.data],
  );
  const mp = options.find((m) => m.pk_mp_id === mpId) ?? null;
  const canRead = hasCode(perms, DATA_AREAS.DF_ORDERS.READ);
  const canCreate = hasCode(perms, DATA_AREAS.DF_ORDERS.CREATE);
  const canDelete = hasCode(perms, DATA_AREAS.DF_ORDERS.DELETE);
  const upload = useFileUpload({
    path: '/az/dforders/upload',
    query: { mp_id: mp?.pk_mp_id },
    extensions: ['.xlsx', '.xls'],
    texts: {
      uploaded: VENDOR_ORDERS_TEXT.uploaded,
      failed: VENDOR_ORDERS_TEXT.dfUploadFailed,
      forbidden: VENDOR_ORDERS_TEXT.forbidden,
      rejected: VENDOR_ORDERS_TEXT.dfRejected,
    },
    onUploaded: (answer) => {
      const a = answer as DfUploadAccepted;
      setResult(VENDOR_ORDERS_TEXT.dfUploaded(a.inserted_orders, a.inserted_items));
      void client.invalidateQueries({ queryKey: ['df-orders'] });
    },
  });

  const onTemplate = async () => {
    if (!mp) return notify.warning(VENDOR_ORDERS_TEXT.selectMarketplaceTemplate);
    try {
      const { blob } = await apiFile('/az/dforders/template', { query: { mp_id: mp.pk_mp_id } });
      saveBlob(blob, `${mp.name} DF Orders Template.xlsx`);
      notify.success(VENDOR_ORDERS_TEXT.dfTemplateDownloaded);
    } catch {
      notify.error(VENDOR_ORDERS_TEXT.templateFailed);
    }
  };
  const viewedMp = options.find((m) => m.pk_mp_id === viewed) ?? null;
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        DF Orders Management
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 240 }}>
            <MarketplaceSelect options={options} value={mpId} onChange={setMpId} />
          </Box>
          {canRead && (
            <Button
              variant="contained"
              onClick={() =>
                mp ? setViewed(mp.pk_mp_id) : notify.warning(VENDOR_ORDERS_TEXT.selectMarketplaceView)
              }
            >
              View Data
            </Button>
          )}
          {canCreate && (
            <>
              <UploadButton
                upload={upload}
                validate={() => (mp ? null : VENDOR_ORDERS_TEXT.selectMarketplaceView)}
                onRefused={(t) => notify.warning(t)}
              />
              <Button variant="outlined" onClick={onTemplate}>
                Download Template
              </Button>
            </>
          )}
        </Stack>
        {canCreate && <UploadStatusLine upload={upload} limits="" />}
      </Paper>
      {result && upload.status === 'success' && <Alert severity="success">{result}</Alert>}
      {upload.status === 'error' && upload.message && <Alert severity="warning">{upload.message}</Alert>}
      {upload.errors.length > 0 && (
        <Paper sx={{ p: 2 }}>
          <UploadErrorTable
            errors={upload.errors}
            byField
            summary={`Validation errors (${upload.errors.length})`}
            filename="df_order_errors.csv"
          />
        </Paper>
      )}
      {viewedMp && (
        <Paper sx={{ p: 2 }}>
          <ServerDataGrid
            key={viewedMp.pk_mp_id}
            label={`${viewedMp.name} DF Orders`}
            queryKey={['df-orders', viewedMp.pk_mp_id]}
            path="/az/dforders"
            params={{ mp_id: viewedMp.pk_mp_id }}
            updatePath="/az/dforders"
            updateParams={{ mp_id: viewedMp.pk_mp_id }}
            columns={DF_COLUMNS}
            initialPageSize={DF_PAGE_SIZE}
            selectionActions={
              canDelete
                ? (rows) => (
                    <DeleteSelectedButton
                      rows={rows}
                      path="/az/dforders"
                      params={{ mp_id: viewedMp.pk_mp_id }}
                      invalidate={['df-orders', viewedMp.pk_mp_id]}
                      texts={DELETE_TEXTS}
                    />
                  )
                : undefined
            }
          />
        </Paper>
      )}
    </Stack>
  );
}
