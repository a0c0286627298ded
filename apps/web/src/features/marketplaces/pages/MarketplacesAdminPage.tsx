import { MARKETPLACE_MESSAGES, type MarketplaceAdmin, type MarketplaceCreate } from '@marketdesk/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { QueryState } from '../../../shared/ui/QueryState';
import { useCreateMarketplace } from '../api/create-marketplace';
import { useAppSecrets } from '../api/get-app-secrets';
import { useMarketplaces } from '../api/get-marketplaces';
import { useUpdateMarketplace } from '../api/update-marketplace';
import { MarketplaceFormDialog } from '../components/MarketplaceFormDialog';
import { MarketplacesTable } from '../components/MarketplacesTable';

type Form = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; marketplace: MarketplaceAdmin };

/** /sa/marketplaces: the Marketplace List with its Add/Edit dialog (super admins). */
export function MarketplacesAdminPage() {
  const list = useMarketplaces();
  const create = useCreateMarketplace();
  const update = useUpdateMarketplace();
  const notify = useNotify(MARKETPLACE_MESSAGES.forbidden);
  const [form, setForm] = useState<Form>({ mode: 'closed' });
  const editingId = form.mode === 'edit' ? form.marketplace.pk_mp_id : null;
  const secrets = useAppSecrets(editingId);
  const close = () => setForm({ mode: 'closed' });

  const submit = (values: MarketplaceCreate) => {
    if (form.mode === 'edit') {
      const { short_code: _locked, ...body } = values;
      update.mutate(
        { id: form.marketplace.pk_mp_id, body },
        notify.outcome(MARKETPLACE_MESSAGES.updated, MARKETPLACE_MESSAGES.updateFailed, close),
      );
    } else {
      create.mutate(
        values,
        notify.outcome(MARKETPLACE_MESSAGES.created, MARKETPLACE_MESSAGES.createFailed, close),
      );
    }
  };

  const body = (
    <QueryState
      query={list}
      loadingLabel="Loading marketplaces"
      forbidden={MARKETPLACE_MESSAGES.forbidden}
      loadFailed={MARKETPLACE_MESSAGES.loadFailed}
      empty="No marketplaces yet"
    >
      {(rows) => (
        <MarketplacesTable
          marketplaces={rows}
          onEdit={(marketplace) => setForm({ mode: 'edit', marketplace })}
        />
      )}
    </QueryState>
  );

  // The edit dialog waits for the masked secrets so their placeholders are current.
  const dialogReady = form.mode === 'create' || (form.mode === 'edit' && !secrets.isPending);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1" component="h1">
          Marketplace List
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ mode: 'create' })}>
          Add Marketplace
        </Button>
      </Stack>
      <Paper sx={{ p: 2 }}>{body}</Paper>
      {form.mode !== 'closed' && dialogReady && (
        <MarketplaceFormDialog
          key={editingId ?? 'new'}
          marketplace={form.mode === 'edit' ? form.marketplace : null}
          secrets={form.mode === 'edit' ? (secrets.data ?? form.marketplace) : null}
          busy={create.isPending || update.isPending}
          onClose={close}
          onSubmit={submit}
        />
      )}
    </Stack>
  );
}
