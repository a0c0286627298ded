import { MARKETPLACE_MESSAGES, type MarketplaceAdmin, type MarketplaceCreate } from '@marketdesk/contracts';
import { useNotify } from '../../../shared/feedback/notify';
import { useAddEdit } from '../../../shared/ui/add-edit';
import { ListPage } from '../../../shared/ui/ListPage';
import { useCreateMarketplace } from '../api/create-marketplace';
import { useAppSecrets } from '../api/get-app-secrets';
import { useMarketplaces } from '../api/get-marketplaces';
import { useUpdateMarketplace } from '../api/update-marketplace';
import { MarketplaceFormDialog } from '../components/MarketplaceFormDialog';
import { MarketplacesTable } from '../components/MarketplacesTable';

const TEXTS = {
  ...MARKETPLACE_MESSAGES,
  title: 'Marketplace List',
  add: 'Add Marketplace',
  loading: 'Loading marketplaces',
  empty: 'No marketplaces yet',
};

/** /sa/marketplaces: the Marketplace List with its Add/Edit dialog (super admins). */
export function MarketplacesAdminPage() {
  const list = useMarketplaces();
  const create = useCreateMarketplace();
  const update = useUpdateMarketplace();
  const dialog = useAddEdit<MarketplaceAdmin>(
    useNotify(MARKETPLACE_MESSAGES.forbidden),
    MARKETPLACE_MESSAGES,
  );
  const { editing } = dialog;
  const secrets = useAppSecrets(editing?.pk_mp_id ?? null);

  const submit = (values: MarketplaceCreate) => {
    if (!editing) return create.mutate(values, dialog.outcome());
    const { short_code: _locked, ...body } = values;
    update.mutate({ id: editing.pk_mp_id, body }, dialog.outcome());
  };

  // The edit dialog waits for the masked secrets so their placeholders are current.
  const dialogReady = dialog.open && (!editing || !secrets.isPending);

  return (
    <ListPage
      query={list}
      texts={TEXTS}
      onAdd={dialog.add}
      table={(rows) => <MarketplacesTable marketplaces={rows} onEdit={dialog.edit} />}
    >
      {dialogReady && (
        <MarketplaceFormDialog
          key={editing?.pk_mp_id ?? 'new'}
          marketplace={editing}
          secrets={editing ? (secrets.data ?? editing) : null}
          busy={create.isPending || update.isPending}
          onClose={dialog.close}
          onSubmit={submit}
        />
      )}
    </ListPage>
  );
}
