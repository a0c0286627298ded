import { BRAND_MESSAGES, type BrandCreate, type BrandRecord } from '@marketdesk/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { QueryState } from '../../../shared/ui/QueryState';
import { useCreateBrand } from '../api/create-brand';
import { useBrands } from '../api/get-brands';
import { useUpdateBrand } from '../api/update-brand';
import { BrandFormDialog } from '../components/BrandFormDialog';
import { BrandsTable } from '../components/BrandsTable';

type Form = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; brand: BrandRecord };

/** /sa/brands: the Brand List with its Add/Edit dialog (super admins). */
export function BrandsPage() {
  const brands = useBrands();
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const notify = useNotify(BRAND_MESSAGES.forbidden);
  const [form, setForm] = useState<Form>({ mode: 'closed' });
  const close = () => setForm({ mode: 'closed' });

  const submit = (values: BrandCreate) => {
    if (form.mode === 'edit') {
      update.mutate(
        { id: form.brand.pk_brand_id, body: { brand_name: values.brand_name, managed: values.managed } },
        notify.outcome(BRAND_MESSAGES.updated, BRAND_MESSAGES.updateFailed, close),
      );
    } else {
      create.mutate(values, notify.outcome(BRAND_MESSAGES.created, BRAND_MESSAGES.createFailed, close));
    }
  };

  const body = (
    <QueryState
      query={brands}
      loadingLabel="Loading brands"
      forbidden={BRAND_MESSAGES.forbidden}
      loadFailed={BRAND_MESSAGES.loadFailed}
      empty="No brands yet"
    >
      {(rows) => <BrandsTable brands={rows} onEdit={(brand) => setForm({ mode: 'edit', brand })} />}
    </QueryState>
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1" component="h1">
          Brand List
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ mode: 'create' })}>
          Add Brand
        </Button>
      </Stack>
      <Paper sx={{ p: 2 }}>{body}</Paper>
      {form.mode !== 'closed' && (
        <BrandFormDialog
          key={form.mode === 'edit' ? form.brand.pk_brand_id : 'new'}
          brand={form.mode === 'edit' ? form.brand : null}
          busy={create.isPending || update.isPending}
          onClose={close}
          onSubmit={submit}
        />
      )}
    </Stack>
  );
}
