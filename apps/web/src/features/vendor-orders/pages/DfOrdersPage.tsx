import { vendorOrderOps } from '@marketdesk/contracts/operations/vendor-orders';
import { DATA_AREAS, hasCode } from '@marketdesk/contracts/permissions';
import {
  DF_COLUMNS,
  DF_PAGE_SIZE,
  type DfUploadAccepted,
  VENDOR_ORDERS_TEXT,
} from '@marketdesk/contracts/vendor-orders';
import { Alert } from '@mui/material';
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

const DF_MARKETPLACES = ofFamilies('AZ');
const DELETE_TEXTS = {
  title: VENDOR_ORDERS_TEXT.deleteTitle,
  body: VENDOR_ORDERS_TEXT.deleteBody,
  deleted: VENDOR_ORDERS_TEXT.deleted,
  failed: VENDOR_ORDERS_TEXT.deleteFailed,
};

/** DF orders exist for Amazon only (spec 03: /az/dforders). */
const DF = vendorOrderOps.AZ.dfOrders!;
/**
 * /df-orders (spec 03): AZ marketplaces only; View Data (view:df_orders) shows the DF grid (25); Upload Data
 * and Download Template need create:df_orders; the upload shows its progress and the inserted counts, a refused
 * one the Row, Field, Error Message table; Delete Selected on the grid with delete:df_orders.
 */
export function DfOrdersPage() {
  const perms = usePermissions();
  const notify = useNotify();
  const client = useQueryClient();
  const pick = useMarketplacePick(DF_MARKETPLACES);
  const [viewed, setViewed] = useState<number | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const { mp } = pick;
  const canRead = hasCode(perms, DATA_AREAS.DF_ORDERS.READ);
  const canCreate = hasCode(perms, DATA_AREAS.DF_ORDERS.CREATE);
  const canDelete = hasCode(perms, DATA_AREAS.DF_ORDERS.DELETE);
  const upload = useFileUpload({
    operation: DF.upload,
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

  const viewedMp = pick.find(viewed);
  return (
    <DataScreen
      title="DF Orders Management"
      actions={
        <>
          <MarketplaceField
            pick={pick}
            onView={
              canRead
                ? () =>
                    mp ? setViewed(mp.pk_mp_id) : notify.warning(VENDOR_ORDERS_TEXT.selectMarketplaceView)
                : undefined
            }
          />
          {canCreate && (
            <>
              <UploadButton
                upload={upload}
                validate={() => (mp ? null : VENDOR_ORDERS_TEXT.selectMarketplaceView)}
                onRefused={(t) => notify.warning(t)}
              />
              <TemplateButton
                refusal={() => (mp ? null : VENDOR_ORDERS_TEXT.selectMarketplaceTemplate)}
                download={() =>
                  downloadTemplate(
                    DF.template,
                    { mp_id: mp?.pk_mp_id },
                    `${mp?.name} DF Orders Template.xlsx`,
                  )
                }
                success={VENDOR_ORDERS_TEXT.dfTemplateDownloaded}
                failed={() => VENDOR_ORDERS_TEXT.templateFailed}
              />
            </>
          )}
        </>
      }
      status={canCreate && <UploadStatusLine upload={upload} limits="" />}
      outcome={
        <UploadOutcome
          upload={upload}
          success={result && upload.status === 'success' && <Alert severity="success">{result}</Alert>}
          failure={{ severity: 'warning' }}
          table={{
            byField: true,
            summary: `Validation errors (${upload.errors.length})`,
            filename: 'df_order_errors.csv',
          }}
        />
      }
      grid={
        viewedMp && (
          <ServerDataGrid
            key={viewedMp.pk_mp_id}
            label={`${viewedMp.name} DF Orders`}
            queryKey={['df-orders', viewedMp.pk_mp_id]}
            operation={DF.page}
            params={{ mp_id: viewedMp.pk_mp_id }}
            updateOperation={DF.update}
            updateParams={{ mp_id: viewedMp.pk_mp_id }}
            columns={DF_COLUMNS}
            initialPageSize={DF_PAGE_SIZE}
            selectionActions={
              canDelete
                ? (rows) => (
                    <DeleteSelectedButton
                      rows={rows}
                      operation={DF.delete}
                      params={{ mp_id: viewedMp.pk_mp_id }}
                      invalidate={['df-orders', viewedMp.pk_mp_id]}
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
