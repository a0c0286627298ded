import {
  INVENTORY_ERROR_PAGE_SIZE,
  INVENTORY_TEXT,
  type InventoryUploaded,
} from '@marketdesk/contracts/inventory';
import { familyOf, prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { uploadExtensions } from '@marketdesk/contracts/uploads';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { apiFile } from '../../../shared/api/client';
import { failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { saveBlob } from '../../../shared/files/save-blob';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { useMarketplaces } from '../../../shared/reference/marketplaces';
import { useSellerIds } from '../../../shared/reference/seller-ids';
import { QueryState } from '../../../shared/ui/QueryState';
import { UploadButton, UploadStatusLine } from '../../../shared/upload/UploadButton';
import { UploadErrorTable } from '../../../shared/upload/UploadErrorTable';
import { UploadSummary } from '../../../shared/upload/UploadSummary';
import { useFileUpload } from '../../../shared/upload/useFileUpload';

const eligible = (shortCode: string) =>
  prefixOf(shortCode) !== null && familyOf(shortCode).views.inventoryUpload;

/**
 * /inventory-upload (spec 02): the user's OT, SP, AZ and BO marketplaces; a seller id (required for AZ);
 * Download Template; the upload (.xlsx/.xls; AZ also Amazon's FBA inventory report) with its errors grid (5) and
 * Reset. An accepted file becomes the
 * current stock of its SKUs and is listed under Inventory & Reports.
 */
export function InventoryUploadPage() {
  const notify = useNotify();
  const marketplaces = useMarketplaces();
  const [mpId, setMpId] = useState<number | null>(null);
  const [sellerId, setSellerId] = useState('');
  const options = useMemo(
    () =>
      (marketplaces.data ?? [])
        .filter((m) => eligible(m.short_code))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [marketplaces.data],
  );
  const mp = options.find((m) => m.pk_mp_id === mpId) ?? null;
  const isAz = mp !== null && prefixOf(mp.short_code) === 'AZ';
  const sellers = useSellerIds(mp?.pk_mp_id ?? null);
  const [result, setResult] = useState<InventoryUploaded | null>(null);
  // AZ also takes Amazon's FBA inventory report as downloaded (.txt).
  const extensions = uploadExtensions('inventory', mp ? prefixOf(mp.short_code) : null);
  const upload = useFileUpload({
    path: '/inventory/upload',
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
  const onTemplate = async () => {
    if (!mp) return notify.warning(INVENTORY_TEXT.selectMarketplace);
    try {
      const { blob, filename } = await apiFile('/inventory/template', { query: { mp_id: mp.pk_mp_id } });
      saveBlob(blob, filename ?? `${mp.name} Inventory Template.xlsx`);
    } catch (error) {
      notify.error(failureText(error, { fallback: INVENTORY_TEXT.uploadFailed }));
    }
  };
  const reset = () => {
    upload.clearErrors();
    setResult(null);
  };
  const failedWithoutRows = upload.status === 'error' && upload.errors.length === 0;

  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        Inventory Upload
      </Typography>
      <QueryState
        query={marketplaces}
        loadingLabel="Loading marketplaces"
        forbidden={INVENTORY_TEXT.marketplacesFailed}
        loadFailed={INVENTORY_TEXT.marketplacesFailed}
      >
        {() =>
          options.length === 0 ? (
            <Alert severity="info">{INVENTORY_TEXT.noMarketplaces}</Alert>
          ) : (
            <Paper sx={{ p: 2 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Box sx={{ minWidth: 240 }}>
                  <MarketplaceSelect
                    options={options}
                    value={mpId}
                    onChange={(id) => {
                      setMpId(id);
                      setSellerId('');
                    }}
                  />
                </Box>
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
                <Button variant="outlined" onClick={onTemplate}>
                  Download Template
                </Button>
                <UploadButton
                  upload={upload}
                  accept={extensions.join(',')}
                  validate={refusal}
                  onRefused={(t) => notify.warning(t)}
                />
                <Button onClick={reset}>Reset</Button>
              </Stack>
              {sellers.isError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {failureText(sellers.error, { fallback: INVENTORY_TEXT.sellerIdsFailed })}
                </Alert>
              )}
              <UploadStatusLine upload={upload} limits="" />
            </Paper>
          )
        }
      </QueryState>
      {result && upload.status === 'success' && (
        <Alert severity="success">
          {INVENTORY_TEXT.uploaded}: {result.inserted} new, {result.updated} changed, {result.unchanged}{' '}
          unchanged.
        </Alert>
      )}
      {upload.status === 'success' && <UploadSummary answer={upload.answer} />}
      {failedWithoutRows && (
        <Alert severity="error" data-testid="inventory-upload-failure">
          {upload.message ?? INVENTORY_TEXT.uploadFailedRow}
        </Alert>
      )}
      {upload.errors.length > 0 && (
        <Paper sx={{ p: 2 }}>
          <UploadErrorTable
            errors={upload.errors}
            pageSizes={[INVENTORY_ERROR_PAGE_SIZE]}
            filename="inventory_errors.csv"
          />
        </Paper>
      )}
    </Stack>
  );
}
