import type { Warehouse, WarehouseForm } from '@marketdesk/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { useWarehouses } from '../../../shared/reference/warehouses';
import { QueryState } from '../../../shared/ui/QueryState';
import { WAREHOUSE_TEXT } from '../api/messages';
import { useSaveWarehouse } from '../api/save-warehouse';
import { WarehouseDialog } from '../components/WarehouseDialog';
import { WarehouseTable } from '../components/WarehouseTable';

/** /ca/warehouses: the Warehouse List of the selected client with its Add/Edit dialog (spec 02). */
export function WarehousesPage() {
  const notify = useNotify(WAREHOUSE_TEXT.forbidden);
  const list = useWarehouses();
  const save = useSaveWarehouse();
  // undefined: closed; null: adding; a warehouse: editing it.
  const [editing, setEditing] = useState<Warehouse | null | undefined>(undefined);

  const onSave = (form: WarehouseForm) => {
    const id = editing?.pk_warehouse_id ?? null;
    save.mutate(
      { id, form },
      notify.outcome(
        id === null ? WAREHOUSE_TEXT.created : WAREHOUSE_TEXT.updated,
        id === null ? WAREHOUSE_TEXT.createFailed : WAREHOUSE_TEXT.updateFailed,
        () => setEditing(undefined),
      ),
    );
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1" component="h1">
          Warehouse List
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing(null)}
          disabled={!list.isSuccess}
        >
          Add Warehouse
        </Button>
      </Stack>
      <Paper sx={{ p: 2 }}>
        <QueryState
          query={list}
          loadingLabel="Loading warehouses"
          forbidden={WAREHOUSE_TEXT.forbidden}
          loadFailed={WAREHOUSE_TEXT.loadFailed}
          empty={WAREHOUSE_TEXT.empty}
          testId="warehouses"
        >
          {(rows) => <WarehouseTable rows={rows} onEdit={setEditing} />}
        </QueryState>
      </Paper>
      <WarehouseDialog
        open={editing !== undefined}
        warehouse={editing ?? null}
        saving={save.isPending}
        onClose={() => setEditing(undefined)}
        onSave={onSave}
      />
    </Stack>
  );
}
