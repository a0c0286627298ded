import type { MarketplaceUserView } from '@marketdesk/contracts';
import { DATA_VAULT_TEXT, type DataType } from '@marketdesk/contracts/data-vault';
import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { dataUploadOps } from '@marketdesk/contracts/operations/data-upload';
import { uploadExtensions } from '@marketdesk/contracts/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { useFileUpload } from '../../../shared/upload/useFileUpload';
import { dataVaultKeys } from '../api/keys';

const TEXTS = {
  uploaded: DATA_VAULT_TEXT.uploaded,
  failed: DATA_VAULT_TEXT.uploadFailed,
  forbidden: DATA_VAULT_TEXT.uploadForbidden,
  rejected: DATA_VAULT_TEXT.validationErrors,
};

/** The files a Data Vault upload takes: spreadsheets; on AZ marketplaces also Amazon's reports (contracts). */
export const dataVaultExtensions = (dataType: DataType | null, mp: MarketplaceUserView | null) =>
  uploadExtensions(dataType ?? '', mp ? prefixOf(mp.short_code) : null);

/** POST /data/process-file?data_type=&mp_id= (multipart `file`); a success reads every Data Vault grid again. */
export function useDataVaultUpload(dataType: DataType | null, mp: MarketplaceUserView | null) {
  const client = useQueryClient();
  return useFileUpload({
    operation: dataUploadOps.upload,
    query: { data_type: dataType ?? undefined, mp_id: mp?.pk_mp_id },
    extensions: dataVaultExtensions(dataType, mp),
    texts: TEXTS,
    onUploaded: () => void client.invalidateQueries({ queryKey: dataVaultKeys.all }),
  });
}
