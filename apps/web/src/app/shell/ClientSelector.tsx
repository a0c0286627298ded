import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { selectClient, useSession } from '../../shared/session/store';

/** Client selector at the top of the sidebar; the choice is remembered locally. */
export function ClientSelector() {
  const { user, selectedClientId } = useSession();
  const clients = [...(user?.clients ?? [])].sort((a, b) => a.id - b.id);
  if (!clients.length) return null;
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id="client-selector-label">Client</InputLabel>
      <Select
        labelId="client-selector-label"
        id="client-selector"
        label="Client"
        value={selectedClientId ?? ''}
        onChange={(e) => selectClient(Number(e.target.value))}
        data-testid="client-selector"
      >
        {clients.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
