import type { Warehouse, WarehouseForm } from '@marketdesk/contracts';
import { useNotify } from '../../../shared/feedback/notify';
import { useWarehouses } from '../../../shared/reference/warehouses';
import { useAddEdit } from '../../../shared/ui/add-edit';
import { ListPage } from '../../../shared/ui/ListPage';
import { WAREHOUSE_TEXT } from '../api/messages';
import { useSaveWarehouse } from '../api/save-warehouse';
import { WarehouseDialog } from '../components/WarehouseDialog';
import { WarehouseTable } from '../components/WarehouseTable';

const TEXTS = {
  ...WAREHOUSE_TEXT,
  title: 'Warehouse List',
  add: 'Add Warehouse',
  loading: 'Loading warehouses',
};

/** /ca/warehouses: the Warehouse List of the selected client with its Add/Edit dialog (spec 02). */
export function WarehousesPage() {
  const list = useWarehouses();
  const save = useSaveWarehouse();
  const dialog = useAddEdit<Warehouse>(useNotify(WAREHOUSE_TEXT.forbidden), WAREHOUSE_TEXT);

  const onSave = (form: WarehouseForm) =>
    save.mutate({ id: dialog.editing?.pk_warehouse_id ?? null, form }, dialog.outcome());

  return (
    <ListPage
      query={list}
      texts={TEXTS}
      onAdd={dialog.add}
      addDisabled={!list.isSuccess}
      testId="warehouses"
      table={(rows) => <WarehouseTable rows={rows} onEdit={dialog.edit} />}
    >
      <WarehouseDialog
        open={dialog.open}
        warehouse={dialog.editing}
        saving={save.isPending}
        onClose={dialog.close}
        onSave={onSave}
      />
    </ListPage>
  );
}
