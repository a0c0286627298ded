import type { MarketplaceUserView } from '@marketdesk/contracts';
import {
  DATA_VAULT_CHOICES,
  DATA_VAULT_TEXT,
  type DataType,
  isUploadable,
} from '@marketdesk/contracts/data-vault';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { failureSeverity, failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { UploadButton, UploadStatusLine } from '../../../shared/upload/UploadButton';
import { limitsText } from '../../../shared/upload/upload-limits';
import type { FileUpload } from '../../../shared/upload/useFileUpload';
import { downloadTemplate } from '../api/download-template';
import { dataVaultExtensions } from '../hooks/useDataVaultUpload';

interface Props {
  dataType: DataType | null;
  onDataType(value: DataType): void;
  marketplaces: readonly MarketplaceUserView[];
  mpId: number | null;
  onMarketplace(id: number | null): void;
  /** The chosen data type's CREATE code is held: upload and template are offered. */
  canCreate: boolean;
  upload: FileUpload;
  onView(): void;
}

const needsMarketplace = (t: DataType | null) =>
  DATA_VAULT_CHOICES.find((c) => c.value === t)?.needsMarketplace ?? false;

/** Data type and marketplace pickers, View Data, Upload Data / Change File, Download Template, Clear Errors. */
export function DataVaultControls(props: Props) {
  const { dataType, upload } = props;
  const notify = useNotify();
  const [fetchingTemplate, setFetchingTemplate] = useState(false);
  const mp = props.marketplaces.find((m) => m.pk_mp_id === props.mpId) ?? null;
  const withMarketplace = needsMarketplace(dataType);
  const uploadable = dataType === null || isUploadable(dataType);

  /** Spec 02 section 5: the template (and upload) need a data type, and a marketplace where the type needs one. */
  const missing = (): string | null => {
    if (!dataType) return DATA_VAULT_TEXT.selectDataType;
    if (withMarketplace && !mp) return DATA_VAULT_TEXT.selectMarketplace;
    return null;
  };

  const onTemplate = async () => {
    const refusal = missing();
    if (refusal || !dataType) {
      notify.warning(refusal ?? DATA_VAULT_TEXT.selectDataType);
      return;
    }
    setFetchingTemplate(true);
    try {
      await downloadTemplate(dataType, withMarketplace ? mp : null);
    } catch (error) {
      const text = failureText(error, {
        fallback: DATA_VAULT_TEXT.templateFailed,
        forbidden: DATA_VAULT_TEXT.templateForbidden,
      });
      notify[failureSeverity(error)](text);
    } finally {
      setFetchingTemplate(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label="Data Type"
          value={dataType ?? ''}
          onChange={(e) => props.onDataType(e.target.value as DataType)}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'data-type' } }}
        >
          {DATA_VAULT_CHOICES.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        {withMarketplace && (
          <Box sx={{ minWidth: 260 }}>
            <MarketplaceSelect
              options={props.marketplaces}
              value={props.mpId}
              onChange={props.onMarketplace}
            />
          </Box>
        )}
        <Button variant="contained" startIcon={<VisibilityIcon />} onClick={props.onView}>
          {DATA_VAULT_TEXT.viewData}
        </Button>
        {props.canCreate && uploadable && (
          <>
            <UploadButton
              upload={upload}
              accept={dataVaultExtensions(dataType, withMarketplace ? mp : null).join(',')}
              validate={missing}
              onRefused={(m) => notify.warning(m)}
            />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={fetchingTemplate}
              onClick={() => void onTemplate()}
            >
              {DATA_VAULT_TEXT.downloadTemplate}
            </Button>
            <Button
              variant="text"
              disabled={upload.errors.length === 0 && !upload.message}
              onClick={upload.clearErrors}
            >
              {DATA_VAULT_TEXT.clearErrors}
            </Button>
          </>
        )}
      </Stack>
      {props.canCreate && uploadable && <UploadStatusLine upload={upload} limits={limitsText()} />}
      {dataType === 'sku_cost' && <Alert severity="info">{DATA_VAULT_TEXT.skuCostNote}</Alert>}
      {upload.message && upload.errors.length === 0 && (
        <Alert severity="error" data-testid="upload-message">
          {upload.message}
        </Alert>
      )}
    </Stack>
  );
}
