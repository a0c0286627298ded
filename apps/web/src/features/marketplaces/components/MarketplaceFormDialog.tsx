import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_VAT_RATE,
  type MarketplaceAdmin,
  type MarketplaceCreate,
  type MarketplaceSecrets,
  marketplaceCreate,
  marketplaceUpdate,
} from '@marketdesk/contracts';
import { Grid, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { CheckboxControl, TextControl } from '../../../shared/ui/form-controls';
import { CountryDefaultsSelect } from './CountryDefaultsSelect';

interface Props {
  /** The marketplace being edited, or null to add one. */
  marketplace: MarketplaceAdmin | null;
  /** Masked current secrets (edit), shown as placeholders. */
  secrets: MarketplaceSecrets | null;
  busy: boolean;
  onClose(): void;
  onSubmit(values: MarketplaceCreate): void;
}

const SECRET_LABELS = [
  ['developer_id', 'Developer ID'],
  ['developer_secret', 'Developer Secret'],
  ['extras1', 'Extras 1'],
  ['extras2', 'Extras 2'],
] as const;

function initial(mp: MarketplaceAdmin | null): MarketplaceCreate {
  return {
    name: mp?.name ?? '',
    short_code: mp?.short_code ?? '',
    website_url: mp?.website_url ?? '',
    country_code: mp?.country_code ?? '',
    currency_code: mp?.currency_code ?? '',
    language_code: mp?.language_code ?? '',
    timezone: mp?.timezone ?? '',
    vat_rate: mp?.vat_rate ?? DEFAULT_VAT_RATE,
    endpoint_baseurl: mp?.endpoint_baseurl ?? '',
    has_db_models: mp?.has_db_models ?? true,
    developer_id: '',
    developer_secret: '',
    extras1: '',
    extras2: '',
  };
}

/** Add/Edit marketplace with every field and rule of spec 02 section 5; short_code is locked on edit. */
export function MarketplaceFormDialog({ marketplace, secrets, busy, onClose, onSubmit }: Props) {
  const editing = marketplace !== null;
  const { control, handleSubmit, setValue, watch, formState } = useForm<MarketplaceCreate>({
    resolver: zodResolver(editing ? marketplaceUpdate : marketplaceCreate) as never,
    defaultValues: initial(marketplace),
  });
  const countryCode = watch('country_code');
  const revalidate = { shouldValidate: formState.isSubmitted, shouldDirty: true };
  const text = (name: keyof MarketplaceCreate & string, label: string, extra: object = {}) => (
    <Grid key={name} size={{ xs: 12, sm: 6 }}>
      <TextControl control={control} name={name} label={label} fullWidth {...extra} />
    </Grid>
  );

  return (
    <FormDialog
      open
      title={editing ? 'Edit Marketplace' : 'Add Marketplace'}
      submitLabel={editing ? 'Update' : 'Create'}
      maxWidth="md"
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {text('name', 'Name', { required: true, autoFocus: true })}
        {text('short_code', 'Short Code', {
          required: true,
          disabled: editing,
          helperText: editing ? 'The short code cannot be changed' : 'Uppercase letters and underscores',
        })}
        {text('website_url', 'Website URL', { required: true })}
        <Grid size={{ xs: 12, sm: 6 }}>
          <CountryDefaultsSelect
            countryCode={countryCode ?? ''}
            onChoose={(v) => {
              for (const [key, value] of Object.entries(v)) {
                if (value !== undefined) setValue(key as 'country_code', value, revalidate);
              }
            }}
          />
        </Grid>
        {text('country_code', 'Country Code', { required: true })}
        {text('currency_code', 'Currency Code', { required: true })}
        {text('language_code', 'Language Code', { required: true })}
        {text('timezone', 'Timezone', { required: true })}
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="vat_rate"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                label="VAT Rate"
                type="number"
                required
                fullWidth
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
                onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
                slotProps={{ htmlInput: { step: 0.01 } }}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? 'A fraction, e.g. 0.18'}
              />
            )}
          />
        </Grid>
        {text('endpoint_baseurl', 'Endpoint Base URL')}
        <Grid size={12}>
          <CheckboxControl control={control} name="has_db_models" label="Has DB Models" />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2">Developer credentials</Typography>
          <Typography variant="body2" color="text.secondary">
            Stored encrypted. {editing ? 'Leave a field empty to keep the stored value.' : ''}
          </Typography>
        </Grid>
        {SECRET_LABELS.map(([name, label]) =>
          text(name, label, {
            type: 'password',
            autoComplete: 'new-password',
            placeholder: secrets?.[name] ?? (editing ? 'Not set' : ''),
            slotProps: { inputLabel: { shrink: true } },
          }),
        )}
      </Grid>
    </FormDialog>
  );
}
