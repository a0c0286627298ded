import { BRAND_MESSAGES, type BrandCreate, type BrandRecord } from '@marketdesk/contracts';
import { useNotify } from '../../../shared/feedback/notify';
import { useAddEdit } from '../../../shared/ui/add-edit';
import { ListPage } from '../../../shared/ui/ListPage';
import { useCreateBrand } from '../api/create-brand';
import { useBrands } from '../api/get-brands';
import { useUpdateBrand } from '../api/update-brand';
import { BrandFormDialog } from '../components/BrandFormDialog';
import { BrandsTable } from '../components/BrandsTable';

const TEXTS = {
  ...BRAND_MESSAGES,
  title: 'Brand List',
  add: 'Add Brand',
  loading: 'Loading brands',
  empty: 'No brands yet',
};

/** /sa/brands: the Brand List with its Add/Edit dialog (super admins). */
export function BrandsPage() {
  const brands = useBrands();
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const dialog = useAddEdit<BrandRecord>(useNotify(BRAND_MESSAGES.forbidden), BRAND_MESSAGES);
  const { editing } = dialog;

  const submit = (values: BrandCreate) =>
    editing
      ? update.mutate(
          { id: editing.pk_brand_id, body: { brand_name: values.brand_name, managed: values.managed } },
          dialog.outcome(),
        )
      : create.mutate(values, dialog.outcome());

  return (
    <ListPage
      query={brands}
      texts={TEXTS}
      onAdd={dialog.add}
      table={(rows) => <BrandsTable brands={rows} onEdit={dialog.edit} />}
    >
      {dialog.open && (
        <BrandFormDialog
          key={editing?.pk_brand_id ?? 'new'}
          brand={editing}
          busy={create.isPending || update.isPending}
          onClose={dialog.close}
          onSubmit={submit}
        />
      )}
    </ListPage>
  );
}
