import type { ClientCreate, ClientRecord } from '@marketdesk/contracts';
import { COUNTRY_OPTIONS, countryTimezones } from '@marketdesk/contracts/countries';
import { Grid, MenuItem, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { TextControl } from '../../../shared/ui/form-controls';
import { useCandidates } from '../api/get-candidates';
import { AdminSection } from './AdminSection';
import { type ClientForm, clientResolver, initialValues, toPayload } from './form';

interface Props {
  /** The client being edited, or null to add one. */
  client: ClientRecord | null;
  busy: boolean;
  onClose(): void;
  onSubmit(body: ClientCreate): void;
}

/** Add/Edit Client (spec 02 sections 3 and 5): the client's fields, then its admin. */
export function ClientFormDialog({ client, busy, onClose, onSubmit }: Props) {
  const editing = client !== null;
  const { control, handleSubmit, setValue, watch, formState } = useForm<ClientForm>({
    resolver: clientResolver(editing),
    defaultValues: initialValues(client),
  });
  const candidates = useCandidates(true);
  const country = watch('country');
  const timezone = watch('timezone');
  const zones = countryTimezones(country || null);

  return (
    <FormDialog
      open
      title={editing ? 'Edit Client' : 'Add Client'}
      submitLabel={editing ? 'Update' : 'Create'}
      maxWidth="md"
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit((values) => onSubmit(toPayload(values)))}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextControl control={control} fullWidth name="name" label="Client Name" required autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextControl control={control} fullWidth name="email" label="Email" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextControl control={control} fullWidth name="phone" label="Phone" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextControl control={control} fullWidth name="website" label="Website" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label="Country"
            value={COUNTRY_OPTIONS.some((c) => c.code === country) ? country : ''}
            onChange={(e) => {
              const code = e.target.value;
              setValue('country', code, { shouldDirty: true });
              // Keep a time zone that fits the new country, else take the country's first one.
              const fits = countryTimezones(code);
              if (!fits.includes(timezone)) setValue('timezone', fits[0] ?? '', { shouldDirty: true });
            }}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
          >
            <MenuItem value="">None</MenuItem>
            {COUNTRY_OPTIONS.map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {c.name} ({c.code})
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label="Timezone"
            value={zones.includes(timezone) ? timezone : ''}
            onChange={(e) => setValue('timezone', e.target.value, { shouldDirty: true })}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
          >
            <MenuItem value="">None</MenuItem>
            {zones.map((z) => (
              <MenuItem key={z} value={z}>
                {z}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <AdminSection
          control={control}
          editing={editing}
          candidates={candidates.data ?? []}
          candidatesLoading={candidates.isPending}
          ruleError={formState.errors.make_users_as_admin?.message}
        />
      </Grid>
    </FormDialog>
  );
}
