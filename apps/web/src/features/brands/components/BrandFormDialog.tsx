import { zodResolver } from '@hookform/resolvers/zod';
import { type BrandCreate, type BrandRecord, brandCreate, brandUpdate } from '@marketdesk/contracts';
import { Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { CheckboxControl, TextControl } from '../../../shared/ui/form-controls';

interface Props {
  /** The brand being edited, or null to add one. */
  brand: BrandRecord | null;
  busy: boolean;
  onClose(): void;
  onSubmit(values: BrandCreate): void;
}

/** Add/Edit brand (spec 02 section 5 "Brand"): brand_code is locked once the brand exists. */
export function BrandFormDialog({ brand, busy, onClose, onSubmit }: Props) {
  const editing = brand !== null;
  const { control, handleSubmit } = useForm<BrandCreate>({
    // On edit the locked code is not validated again: it is shown, never sent.
    resolver: zodResolver(editing ? brandUpdate : brandCreate) as never,
    defaultValues: {
      brand_name: brand?.brand_name ?? '',
      brand_code: brand?.brand_code ?? '',
      managed: brand?.managed ?? true,
    },
  });

  return (
    <FormDialog
      open
      title={editing ? 'Edit Brand' : 'Add Brand'}
      submitLabel={editing ? 'Update' : 'Create'}
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextControl control={control} name="brand_name" label="Brand Name" required autoFocus />
        <TextControl
          control={control}
          name="brand_code"
          label="Brand Code"
          required
          disabled={editing}
          helperText={editing ? 'The code cannot be changed' : 'Uppercase letters and underscores'}
        />
        <CheckboxControl control={control} name="managed" label="Managed" />
      </Stack>
    </FormDialog>
  );
}
