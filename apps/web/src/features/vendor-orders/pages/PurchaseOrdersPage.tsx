import { dataColumns } from '@marketdesk/contracts/data-vault';
import { familyOf } from '@marketdesk/contracts/marketplace-registry';
import { dataUploadOps } from '@marketdesk/contracts/operations/data-upload';
import { gridOps } from '@marketdesk/contracts/operations/data-vault';
import { purchaseOrderOps, vendorOrderOps } from '@marketdesk/contracts/operations/vendor-orders';
import { DATA_AREAS, hasCode } from '@marketdesk/contracts/permissions';
import { PO_PAGE_SIZE, VENDOR_ORDERS_TEXT } from '@marketdesk/contracts/vendor-orders';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataScreen, MarketplaceField, UploadOutcome } from '../../../shared/data-screen/DataScreen';
import { downloadTemplate, TemplateButton } from '../../../shared/data-screen/TemplateButton';
import { useNotify } from '../../../shared/feedback/notify';
import { ofFamilies, useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { DeleteSelectedButton } from '../../../shared/grid/DeleteSelectedButton';
import { ServerDataGrid } from '../../../shared/grid/ServerDataGrid';
import { usePermissions } from '../../../shared/permissions/resolve';
import { UploadButton, UploadStatusLine } from '../../../shared/upload/UploadButton';
import { useFileUpload } from '../../../shared/upload/useFileUpload';

const PO_MARKETPLACES = ofFamilies('AZ', 'NN');
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
  const pick = useMarketplacePick(PO_MARKETPLACES);
  const [viewed, setViewed] = useState<number | null>(null);
  const { mp } = pick;
  const family = mp ? familyOf(mp.short_code) : null;
  const editable = family?.views.purchaseOrders?.editable === true;
  const canCreate = hasCode(perms, DATA_AREAS.PURCHASE_ORDERS.CREATE);
  const canDelete = hasCode(perms, DATA_AREAS.PURCHASE_ORDERS.DELETE);
  const upload = useFileUpload({
    // Noon's purchase orders are the only editable ones (spec 03: /noon/purchase-order/upload).
    operation: vendorOrderOps.NN.purchaseOrders!.upload!,
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

  const viewedMp = pick.find(viewed);
  const viewedFamily = viewedMp ? familyOf(viewedMp.short_code) : null;
  const grid = viewedFamily ? gridOps('purchase_orders', viewedFamily) : null;
  const deleteOp = viewedFamily ? (purchaseOrderOps(viewedFamily)?.delete ?? null) : null;
  return (
    <DataScreen
      title="Purchase Order Management"
      actions={
        <>
          <MarketplaceField pick={pick} onView={onView} />
          {canCreate && (!mp || editable) && (
            <>
              <UploadButton upload={upload} validate={uploadRefusal} onRefused={(t) => notify.warning(t)} />
              <TemplateButton
                refusal={() => (mp ? null : VENDOR_ORDERS_TEXT.selectMarketplaceTemplate)}
                download={() =>
                  downloadTemplate(
                    dataUploadOps.template,
                    { data_type: 'purchase_orders', mp_id: mp?.pk_mp_id },
                    `${mp?.name} Purchase Orders Data Template.xlsx`,
                  )
                }
                failed={() => VENDOR_ORDERS_TEXT.templateFailed}
              />
            </>
          )}
        </>
      }
      status={canCreate && editable && <UploadStatusLine upload={upload} limits="" />}
      outcome={
        <UploadOutcome
          upload={upload}
          failure={{ severity: 'warning' }}
          table={{ filename: 'purchase_order_errors.csv' }}
        />
      }
      grid={
        viewedMp &&
        viewedFamily &&
        grid && (
          <ServerDataGrid
            key={viewedMp.pk_mp_id}
            label={`${viewedMp.name} Purchase Orders`}
            queryKey={['purchase-orders', viewedMp.pk_mp_id]}
            operation={grid.page}
            params={{ mp_id: viewedMp.pk_mp_id }}
            updateOperation={grid.update}
            updateParams={{ mp_id: viewedMp.pk_mp_id }}
            columns={dataColumns('purchase_orders', viewedFamily) ?? []}
            initialPageSize={PO_PAGE_SIZE}
            selectionActions={
              canDelete && deleteOp
                ? (rows) => (
                    <DeleteSelectedButton
                      rows={rows}
                      operation={deleteOp}
                      params={{ mp_id: viewedMp.pk_mp_id }}
                      invalidate={['purchase-orders', viewedMp.pk_mp_id]}
                      texts={DELETE_TEXTS}
                    />
                  )
                : undefined
            }
          />
        )
      }
    />
  );
}
