import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Warehouse,
  type WarehouseForm,
  type WarehouseFormInput,
  warehouseForm,
} from '@marketdesk/contracts';
import { Box, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../shared/ui/FormDialog';

const FIELDS: { name: keyof WarehouseFormInput; label: string; type?: string; wide?: boolean }[] = [
  { name: 'name', label: 'Warehouse Name', wide: true },
  { name: 'address', label: 'Address', wide: true },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'country', label: 'Country' },
  { name: 'zip_code', label: 'ZIP' },
  { name: 'email_id', label: 'Email', type: 'email', wide: true },
  { name: 'poc_name', label: 'POC Name' },
  { name: 'poc_number', label: 'POC Number' },
];

const EMPTY: WarehouseFormInput = {
  name: '',
  address: '',
  city: '',
  state: '',
  country: '',
  zip_code: '',
  email_id: '',
  poc_name: '',
  poc_number: '',
};

const valuesOf = (w: Warehouse | null): WarehouseFormInput => {
  if (!w) return EMPTY;
  const { pk_warehouse_id: _id, ...rest } = w;
  return rest;
};

/** Add/Edit Warehouse: every field required, with the texts of spec 02 section 5. */
export function WarehouseDialog({
  open,
  warehouse,
  saving,
  onClose,
  onSave,
}: {
  open: boolean;
  /** The warehouse to edit, or null to add one. */
  warehouse: Warehouse | null;
  saving: boolean;
  onClose: () => void;
  onSave: (form: WarehouseForm) => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<WarehouseFormInput, unknown, WarehouseForm>({
    resolver: zodResolver(warehouseForm),
    defaultValues: valuesOf(warehouse),
  });
  // The form is reset after a successful save and whenever another warehouse is opened.
  useEffect(() => {
    if (open) reset(valuesOf(warehouse));
  }, [open, warehouse, reset]);

  return (
    <FormDialog
      open={open}
      title={warehouse ? 'Edit Warehouse' : 'Add Warehouse'}
      busy={saving}
      dividers
      onClose={onClose}
      onSubmit={handleSubmit(onSave)}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            {...register(f.name)}
            id={`warehouse-${f.name}`}
            label={f.label}
            type={f.type ?? 'text'}
            required
            fullWidth
            error={!!errors[f.name]}
            helperText={errors[f.name]?.message}
            sx={f.wide ? { gridColumn: { sm: 'span 2' } } : undefined}
          />
        ))}
      </Box>
    </FormDialog>
  );
}
