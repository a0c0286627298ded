import type { AdminMarketplace, StoreForm } from '@marketdesk/contracts';
import { Alert, Box, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { failureSeverity, failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { useWarehouses } from '../../../shared/reference/warehouses';
import { useStoreSecrets } from '../api/get-store-secrets';
import { useWarehousePriorities } from '../api/get-warehouse-priorities';
import { MARKETPLACE_TEXT } from '../api/messages';
import { useSaveStore } from '../api/save-store';
import { CredentialsForm } from './CredentialsForm';

/** Enable or Edit a marketplace: the credentials of its stores and the warehouse priority (spec 02). */
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
      {
        onSuccess: () => {
          notify.success(form.pk_store_id ? MARKETPLACE_TEXT.updated : MARKETPLACE_TEXT.created);
          onClose();
        },
        onError: (error) => notify.failure(error, MARKETPLACE_TEXT.saveFailed),
      },
    );

  const failed = secrets.error ?? warehouses.error ?? priorities.error;
  let body: React.ReactNode;
  if (failed) {
    const fallback = secrets.error ? MARKETPLACE_TEXT.tokenLoadFailed : MARKETPLACE_TEXT.dataLoadFailed;
    body = (
      <DialogContent>
        <Alert severity={failureSeverity(failed)}>
          {failureText(failed, { fallback, forbidden: MARKETPLACE_TEXT.forbidden })}
        </Alert>
      </DialogContent>
    );
  } else if (!secrets.data || !warehouses.data || !priorities.data) {
    body = (
      <DialogContent>
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label="Loading credentials" />
        </Box>
      </DialogContent>
    );
  } else {
    body = (
      <CredentialsForm
        stores={secrets.data}
        initialPriorities={[warehouses.data, priorities.data]}
        saving={save.isPending}
        onCancel={onClose}
        onSave={onSave}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="credentials-title"
    >
      <DialogTitle id="credentials-title">
        {mp.enabled ? 'Edit' : 'Enable'} {mp.name}
      </DialogTitle>
      {body}
    </Dialog>
  );
}
