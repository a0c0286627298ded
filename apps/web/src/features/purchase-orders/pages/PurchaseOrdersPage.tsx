import { dataColumns } from '@marketdesk/contracts/data-vault';
import { familyOf, prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { DATA_AREAS, hasCode } from '@marketdesk/contracts/permissions';
import { PO_PAGE_SIZE, VENDOR_ORDERS_TEXT } from '@marketdesk/contracts/vendor-orders';
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

const PO_PREFIXES = new Set(['AZ', 'NN']);
const DELETE_TEXTS = {
  title: VENDOR_ORDERS_TEXT.deleteTitle,
  body: VENDOR_ORDERS_TEXT.deleteBody,
  deleted: VENDOR_ORDERS_TEXT.deleted,
  failed: VENDOR_ORDERS_TEXT.deleteFailed,
};

/**
 * /purchase-orders/view (spec 03): AZ and NN marketplaces sorted by name; View Data shows the PO grid (50)
 * with each PO's fill rate; Upload Data and Download Template for NN only (create:purchase_orders), a refused
 * upload's rows in the upload-error table; Delete Selected on the grid with delete:purchase_orders.
 */
export function PurchaseOrdersPage() {
  const perms = usePermissions();
  const notify = useNotify();
  const client = useQueryClient();
  const marketplaces = useMarketplaces();
  const [mpId, setMpId] = useState<number | null>(null);
  const [viewed, setViewed] = useState<number | null>(null);
  const options = useMemo(
    () =>
      (marketplaces.data ?? [])
        .filter((m) => PO_PREFIXES.has(prefixOf(m.short_code) ?? ''))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [marketplaces.data],
  );
  const mp = options.find((m) => m.pk_mp_id === mpId) ?? null;
  const family = mp ? familyOf(mp.short_code) : null;
  const editable = family?.views.purchaseOrders?.editable === true;
  const canCreate = hasCode(perms, DATA_AREAS.PURCHASE_ORDERS.CREATE);
  const canDelete = hasCode(perms, DATA_AREAS.PURCHASE_ORDERS.DELETE);
  const upload = useFileUpload({
    path: '/noon/purchase-order/upload',
    query: { mp_id: mp?.pk_mp_id },
    extensions: ['.xlsx', '.xls'],
    texts: {
      uploaded: VENDOR_ORDERS_TEXT.uploaded,
      failed: VENDOR_ORDERS_TEXT.uploadFailed,
      forbidden: VENDOR_ORDERS_TEXT.forbidden,
      rejected: VENDOR_ORDERS_TEXT.validationErrors,
    },
    onUploaded: () => void client.invalidateQueries({ queryKey: ['purchase-orders'] }),
  });

  const onView = () => {
    if (!mp) return notify.warning(VENDOR_ORDERS_TEXT.selectMarketplaceView);
    if (!family?.views.purchaseOrders) return notify.warning(VENDOR_ORDERS_TEXT.noPoView(mp.name));
    setViewed(mp.pk_mp_id);
  };
  const uploadRefusal = () => {
    if (!mp) return VENDOR_ORDERS_TEXT.selectMarketplaceView;
    return editable ? null : VENDOR_ORDERS_TEXT.noPoUpload(mp.name);
  };
  const onTemplate = async () => {
    if (!mp) return notify.warning(VENDOR_ORDERS_TEXT.selectMarketplaceTemplate);
    try {
      const { blob } = await apiFile('/data/template', {
        query: { data_type: 'purchase_orders', mp_id: mp.pk_mp_id },
      });
      saveBlob(blob, `${mp.name} Purchase Orders Data Template.xlsx`);
    } catch {
      notify.error(VENDOR_ORDERS_TEXT.templateFailed);
    }
  };

  const viewedMp = options.find((m) => m.pk_mp_id === viewed) ?? null;
  const viewedFamily = viewedMp ? familyOf(viewedMp.short_code) : null;
  const view = viewedFamily?.views.purchaseOrders ?? null;
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        Purchase Order Management
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 240 }}>
            <MarketplaceSelect options={options} value={mpId} onChange={setMpId} />
          </Box>
          <Button variant="contained" onClick={onView}>
            View Data
          </Button>
          {canCreate && (!mp || editable) && (
            <>
              <UploadButton upload={upload} validate={uploadRefusal} onRefused={(t) => notify.warning(t)} />
              <Button variant="outlined" onClick={onTemplate}>
                Download Template
              </Button>
            </>
          )}
        </Stack>
        {canCreate && editable && <UploadStatusLine upload={upload} limits="" />}
      </Paper>
      {upload.status === 'error' && upload.message && <Alert severity="warning">{upload.message}</Alert>}
      {upload.errors.length > 0 && (
        <Paper sx={{ p: 2 }}>
          <UploadErrorTable errors={upload.errors} filename="purchase_order_errors.csv" />
        </Paper>
      )}
      {viewedMp && viewedFamily && view && (
        <Paper sx={{ p: 2 }}>
          <ServerDataGrid
            key={viewedMp.pk_mp_id}
            label={`${viewedMp.name} Purchase Orders`}
            queryKey={['purchase-orders', viewedMp.pk_mp_id]}
            path={view.path}
            params={{ mp_id: viewedMp.pk_mp_id }}
            updatePath={view.editable ? view.path : null}
            updateParams={{ mp_id: viewedMp.pk_mp_id }}
            columns={dataColumns('purchase_orders', viewedFamily) ?? []}
            initialPageSize={PO_PAGE_SIZE}
            selectionActions={
              canDelete
                ? (rows) => (
                    <DeleteSelectedButton
                      rows={rows}
                      path={view.path}
                      params={{ mp_id: viewedMp.pk_mp_id }}
                      invalidate={['purchase-orders', viewedMp.pk_mp_id]}
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
