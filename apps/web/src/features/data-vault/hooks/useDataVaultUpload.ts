import type { MarketplaceUserView } from '@marketdesk/contracts';
import { DATA_VAULT_TEXT, type DataType } from '@marketdesk/contracts/data-vault';
import { useQueryClient } from '@tanstack/react-query';
import { useFileUpload } from '../../../shared/upload/useFileUpload';
import { dataVaultKeys } from '../api/keys';

const TEXTS = {
  uploaded: DATA_VAULT_TEXT.uploaded,
  failed: DATA_VAULT_TEXT.uploadFailed,
  forbidden: DATA_VAULT_TEXT.uploadForbidden,
  rejected: DATA_VAULT_TEXT.validationErrors,
};

/** POST /data/process-file?data_type=&mp_id= (multipart `file`); a success reads every Data Vault grid again. */
export function useDataVaultUpload(dataType: DataType | null, mp: MarketplaceUserView | null) {
  const client = useQueryClient();
  return useFileUpload({
    path: '/data/process-file',
    query: { data_type: dataType ?? undefined, mp_id: mp?.pk_mp_id },
    extensions: ['.xlsx', '.xls'],
    texts: TEXTS,
    onUploaded: () => void client.invalidateQueries({ queryKey: dataVaultKeys.all }),
  });
}
