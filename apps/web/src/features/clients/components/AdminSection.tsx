import type { ClientAdminUser } from '@marketdesk/contracts';
import {
  Alert,
  Autocomplete,
  FormControlLabel,
  Grid,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { TextControl } from '../../../shared/ui/form-controls';
import type { ClientForm } from './form';

interface Props {
  control: Control<ClientForm>;
  editing: boolean;
  candidates: ClientAdminUser[];
  candidatesLoading: boolean;
  /** The either-or rule's message, when it failed. */
  ruleError?: string;
}

const ADMIN_FIELDS = [
  ['admin_email', 'Admin Email', 'email'],
  ['admin_password', 'Admin Password', 'password'],
  ['admin_first_name', 'Admin First Name', 'text'],
  ['admin_last_name', 'Admin Last Name', 'text'],
] as const;

const person = (u: ClientAdminUser) => `${u.first_name} ${u.last_name} (${u.email})`.trim();

/** Either the four fields of a new admin user or a multi-select of existing users. */
export function AdminSection({ control, editing, candidates, candidatesLoading, ruleError }: Props) {
  const mode = useWatch({ control, name: 'admin_mode' });
  return (
    <>
      <Grid size={12}>
        <Typography variant="subtitle2">Client admin</Typography>
        {editing && (
          <Typography variant="body2" color="text.secondary">
            Optional: add another admin to this client.
          </Typography>
        )}
        <Controller
          name="admin_mode"
          control={control}
          render={({ field }) => (
            <RadioGroup row {...field} aria-label="Client admin">
              <FormControlLabel value="new" control={<Radio />} label="Create a new admin user" />
              <FormControlLabel value="existing" control={<Radio />} label="Make existing users admin" />
            </RadioGroup>
          )}
        />
      </Grid>
      {ruleError && (
        <Grid size={12}>
          <Alert severity="error">{ruleError}</Alert>
        </Grid>
      )}
      {mode === 'new' &&
        ADMIN_FIELDS.map(([name, label, type]) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <TextControl
              control={control}
              name={name}
              type={type}
              label={label}
              fullWidth
              autoComplete={type === 'password' ? 'new-password' : 'off'}
            />
          </Grid>
        ))}
      {mode === 'existing' && (
        <Grid size={12}>
          <Controller
            name="make_users_as_admin"
            control={control}
            render={({ field }) => (
              <Autocomplete
                multiple
                options={candidates}
                loading={candidatesLoading}
                getOptionLabel={person}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                value={candidates.filter((c) => field.value.includes(c.id))}
                onChange={(_, chosen) => field.onChange(chosen.map((c) => c.id))}
                renderInput={(params) => <TextField {...params} label="Users to make admin" />}
              />
            )}
          />
        </Grid>
      )}
    </>
  );
}
