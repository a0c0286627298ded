import type { AdminMarketplace, StoreForm } from '@marketdesk/contracts';
import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { Alert, Box, CircularProgress } from '@mui/material';
import { failureSeverity, failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { useWarehouses } from '../../../shared/reference/warehouses';
import { FormDialogStatus } from '../../../shared/ui/FormDialog';
import { useStoreSecrets } from '../api/get-store-secrets';
import { useWarehousePriorities } from '../api/get-warehouse-priorities';
import { MARKETPLACE_TEXT } from '../api/messages';
import { useSaveStore } from '../api/save-store';
import { CredentialsForm } from './CredentialsForm';

/**
 * Enable or Edit a marketplace: the credentials of its stores and the warehouse priority (spec 02). The
 * dialog opens at once with a spinner (or the load failure) until the stores, warehouses and ranks are in.
 */
export function CredentialsDialog({
  marketplace: mp,
  onClose,
}: {
  marketplace: AdminMarketplace;
  onClose: () => void;
}) {
  const notify = useNotify(MARKETPLACE_TEXT.forbidden);
  const secrets = useStoreSecrets(mp.pk_mp_id);
  const warehouses = useWarehouses();
  const priorities = useWarehousePriorities(mp.pk_mp_id);
  const save = useSaveStore();

  const onSave = (form: StoreForm) =>
    save.mutate(
      { mpId: mp.pk_mp_id, form },
      notify.outcome(
        form.pk_store_id ? MARKETPLACE_TEXT.updated : MARKETPLACE_TEXT.created,
        MARKETPLACE_TEXT.saveFailed,
        onClose,
      ),
    );

  const title = `${mp.enabled ? 'Edit' : 'Enable'} ${mp.name}`;
  const failed = secrets.error ?? warehouses.error ?? priorities.error;
  if (!failed && secrets.data && warehouses.data && priorities.data) {
    return (
      <CredentialsForm
        title={title}
        adsApi={prefixOf(mp.short_code) === 'AZ'}
        stores={secrets.data}
        initialPriorities={[warehouses.data, priorities.data]}
        saving={save.isPending}
        onCancel={onClose}
        onSave={onSave}
      />
    );
  }
  const fallback = secrets.error ? MARKETPLACE_TEXT.tokenLoadFailed : MARKETPLACE_TEXT.dataLoadFailed;
  return (
    <FormDialogStatus open title={title} maxWidth="md" onClose={onClose}>
      {failed ? (
        <Alert severity={failureSeverity(failed)}>
          {failureText(failed, { fallback, forbidden: MARKETPLACE_TEXT.forbidden })}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label="Loading credentials" />
        </Box>
      )}
    </FormDialogStatus>
  );
}
