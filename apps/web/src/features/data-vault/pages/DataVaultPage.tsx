import { createCodes, DATA_VAULT_TEXT, type DataType } from '@marketdesk/contracts/data-vault';
import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { hasCode, hasModule } from '@marketdesk/contracts/permissions';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FORBIDDEN_ACTION } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { type MarketplaceRule, useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { usePermissions } from '../../../shared/permissions/resolve';
import { UploadErrorTable } from '../../../shared/upload/UploadErrorTable';
import { UploadSummary } from '../../../shared/upload/UploadSummary';
import { gridEndpoint } from '../api/grid-endpoint';
import { BusinessReportUpload } from '../components/BusinessReportUpload';
import { DataVaultControls } from '../components/DataVaultControls';
import { DataVaultGrid } from '../components/DataVaultGrid';
import { useDataVaultUpload } from '../hooks/useDataVaultUpload';

/** Only marketplaces of a known family have Data Vault grids. */
const KNOWN_FAMILY: MarketplaceRule = (m) => prefixOf(m.short_code) !== null;

/**
 * /data, the Data Vault (spec 02 sections 2, 4, 5 and 8): pick a data type (and a marketplace for all but SKU
 * and SKU Cost), view its editable grid with Save/Discard and an export, upload a spreadsheet or download
 * its template. Needs module data_vault or data_vault_upload; upload and template need the type's CREATE code.
 */
export function DataVaultPage() {
  const perms = usePermissions();
  const notify = useNotify();
  const pick = useMarketplacePick(KNOWN_FAMILY);
  const { options, mpId, setMpId, mp } = pick;
  const [dataType, setDataType] = useState<DataType | null>(null);
  const [viewed, setViewed] = useState<{ dataType: DataType; mpId: number | null } | null>(null);
  const needsMp = dataType !== null && dataType !== 'sku' && dataType !== 'sku_cost';
  const upload = useDataVaultUpload(dataType, needsMp ? mp : null);
  // Business Reports come from Seller Central: Amazon marketplaces only.
  const amazon = options.filter((m) => prefixOf(m.short_code) === 'AZ');

  if (!hasModule(perms, 'data_vault') && !hasModule(perms, 'data_vault_upload')) {
    return <Alert severity="warning">{FORBIDDEN_ACTION}</Alert>;
  }

  // Before a type is chosen the controls show to any uploader, so that the template says what is missing.
  const canCreate =
    dataType === null
      ? hasModule(perms, 'data_vault_upload')
      : createCodes(dataType).some((code) => hasCode(perms, code));
  const onView = () => {
    if (!dataType) {
      notify.warning(DATA_VAULT_TEXT.selectDataType);
      return;
    }
    if (needsMp && !mp) {
      notify.warning(DATA_VAULT_TEXT.selectMarketplaceView);
      return;
    }
    setViewed({ dataType, mpId: needsMp ? mpId : null });
  };

  const viewedMp = viewed?.mpId ? pick.find(viewed.mpId) : null;
  const endpoint = viewed ? gridEndpoint(viewed.dataType, viewedMp) : null;

  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        Data Vault
      </Typography>
      <Paper sx={{ p: 2 }}>
        <DataVaultControls
          dataType={dataType}
          onDataType={setDataType}
          marketplaces={options}
          mpId={mpId}
          onMarketplace={setMpId}
          canCreate={canCreate}
          upload={upload}
          onView={onView}
        />
      </Paper>
      {upload.errors.length > 0 && (
        <Paper sx={{ p: 2 }}>
          <UploadErrorTable errors={upload.errors} failing={upload.failing} pageSizes={[10, 25]} />
        </Paper>
      )}
      {upload.status === 'success' && <UploadSummary answer={upload.answer} />}
      {hasModule(perms, 'data_vault_upload') && amazon.length > 0 && (
        <Paper sx={{ p: 2 }}>
          <BusinessReportUpload marketplaces={amazon} />
        </Paper>
      )}
      {viewed && endpoint && (
        <Paper sx={{ p: 2 }}>
          <DataVaultGrid dataType={viewed.dataType} marketplace={viewedMp} endpoint={endpoint} />
        </Paper>
      )}
    </Stack>
  );
}
