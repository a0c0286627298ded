import { zodResolver } from '@hookform/resolvers/zod';
import { type BrandCreate, type BrandRecord, brandCreate, brandUpdate } from '@marketdesk/contracts';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';

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
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="brand-form-title">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="brand-form-title">{editing ? 'Edit Brand' : 'Add Brand'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              name="brand_name"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Brand Name"
                  required
                  autoFocus
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Controller
              name="brand_code"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Brand Code"
                  required
                  disabled={editing}
                  error={!!fieldState.error}
                  helperText={
                    fieldState.error?.message ??
                    (editing ? 'The code cannot be changed' : 'Uppercase letters and underscores')
                  }
                />
              )}
            />
            <Controller
              name="managed"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  label="Managed"
                  control={
                    <Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {editing ? 'Update' : 'Create'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
