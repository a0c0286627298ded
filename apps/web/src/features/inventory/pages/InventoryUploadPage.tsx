import {
  INVENTORY_ERROR_PAGE_SIZE,
  INVENTORY_TEXT,
  type InventoryUploaded,
} from '@marketdesk/contracts/inventory';
import { familyOf, prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { inventoryOps } from '@marketdesk/contracts/operations/inventory';
import { uploadExtensions } from '@marketdesk/contracts/uploads';
import { Alert, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { DataScreen, MarketplaceField, UploadOutcome } from '../../../shared/data-screen/DataScreen';
import { downloadTemplate, TemplateButton } from '../../../shared/data-screen/TemplateButton';
import { failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { type MarketplaceRule, useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { useSellerIds } from '../../../shared/reference/seller-ids';
import { UploadButton, UploadStatusLine } from '../../../shared/upload/UploadButton';
import { UploadSummary } from '../../../shared/upload/UploadSummary';
import { useFileUpload } from '../../../shared/upload/useFileUpload';
import { FbaPlanningUpload } from '../components/FbaPlanningUpload';

const eligible: MarketplaceRule = (m) =>
  prefixOf(m.short_code) !== null && familyOf(m.short_code).views.inventoryUpload;

/**
 * /inventory-upload (spec 02): the user's OT, SP, AZ and BO marketplaces; a seller id (required for AZ);
 * Download Template; the upload (.xlsx/.xls; AZ also Amazon's FBA inventory report) with its errors grid (5) and
 * Reset. An accepted file becomes the
 * current stock of its SKUs and is listed under Inventory & Reports. On an Amazon marketplace, a second upload
 * takes Seller Central's FBA planning reports.
 */
export function InventoryUploadPage() {
  const notify = useNotify();
  const pick = useMarketplacePick(eligible);
  const [sellerId, setSellerId] = useState('');
  const { mp } = pick;
  const isAz = mp !== null && prefixOf(mp.short_code) === 'AZ';
  const sellers = useSellerIds(mp?.pk_mp_id ?? null);
  const [result, setResult] = useState<InventoryUploaded | null>(null);
  // AZ also takes Amazon's FBA inventory report as downloaded (.txt).
  const extensions = uploadExtensions('inventory', mp ? prefixOf(mp.short_code) : null);
  const upload = useFileUpload({
    operation: inventoryOps.upload,
    query: { mp_id: mp?.pk_mp_id, seller_id: sellerId || undefined },
    extensions,
    texts: {
      uploaded: INVENTORY_TEXT.uploaded,
      failed: INVENTORY_TEXT.uploadFailed,
      forbidden: INVENTORY_TEXT.uploadFailed,
      rejected: INVENTORY_TEXT.uploadedWithErrors,
    },
    onUploaded: (answer) => setResult(answer as InventoryUploaded),
  });
  const refusal = () => {
    if (!mp) return INVENTORY_TEXT.selectMarketplace;
    if (isAz && !sellerId) return INVENTORY_TEXT.selectSeller;
    return null;
  };
  const reset = () => {
    upload.clearErrors();
    setResult(null);
  };

  return (
    <DataScreen
      title="Inventory Upload"
      gate={{
        pick,
        loadingLabel: 'Loading marketplaces',
        failed: INVENTORY_TEXT.marketplacesFailed,
        none: INVENTORY_TEXT.noMarketplaces,
      }}
      actions={
        <>
          <MarketplaceField
            pick={pick}
            onChange={(id) => {
              pick.setMpId(id);
              setSellerId('');
            }}
          />
          <TextField
            select
            size="small"
            label="Seller ID"
            value={sellerId}
            disabled={!mp}
            required={isAz}
            onChange={(e) => setSellerId(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">None</MenuItem>
            {(sellers.data ?? []).map((s) => (
              <MenuItem key={s.seller_id} value={s.seller_id}>
                {s.seller_id} ({s.store_name})
              </MenuItem>
            ))}
          </TextField>
          <TemplateButton
            refusal={() => (mp ? null : INVENTORY_TEXT.selectMarketplace)}
            download={() =>
              downloadTemplate(
                inventoryOps.template,
                { mp_id: mp?.pk_mp_id },
                `${mp?.name} Inventory Template.xlsx`,
                { serverName: true },
              )
            }
            failed={(error) => failureText(error, { fallback: INVENTORY_TEXT.uploadFailed })}
          />
          <UploadButton
            upload={upload}
            accept={extensions.join(',')}
            validate={refusal}
            onRefused={(t) => notify.warning(t)}
          />
          <Button onClick={reset}>Reset</Button>
        </>
      }
      status={
        <>
          {sellers.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failureText(sellers.error, { fallback: INVENTORY_TEXT.sellerIdsFailed })}
            </Alert>
          )}
          <UploadStatusLine upload={upload} limits="" />
        </>
      }
      outcome={
        <UploadOutcome
          upload={upload}
          success={
            upload.status === 'success' && (
              <>
                {result && (
                  <Alert severity="success">
                    {INVENTORY_TEXT.uploaded}: {result.inserted} new, {result.updated} changed,{' '}
                    {result.unchanged} unchanged.
                  </Alert>
                )}
                <UploadSummary answer={upload.answer} />
              </>
            )
          }
          failure={{
            severity: 'error',
            testId: 'inventory-upload-failure',
            withoutRows: INVENTORY_TEXT.uploadFailedRow,
          }}
          table={{ pageSizes: [INVENTORY_ERROR_PAGE_SIZE], filename: 'inventory_errors.csv' }}
        />
      }
      // Amazon marketplaces also take the FBA planning reports (stock age, restock advice, excess units).
      grid={isAz && mp ? <FbaPlanningUpload key={mp.pk_mp_id} mpId={mp.pk_mp_id} /> : undefined}
    />
  );
}
