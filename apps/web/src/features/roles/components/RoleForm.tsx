import { type Permission, ROLE_MESSAGES, type Role } from '@marketdesk/contracts';
import { Alert, Autocomplete, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

export interface RoleDraft {
  name: string;
  description: string;
  permissions: string[];
}

/**
 * Create or edit a permission group (spec 01 sections 2.9 and 4): name, description and a searchable
 * multi-select of permissions grouped by module. Missing name or permissions shows the spec's alert.
 */
export function RoleForm(props: {
  editing: Role | null;
  catalogue: Permission[];
  saving: boolean;
  onSave: (draft: RoleDraft) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [alert, setAlert] = useState(false);

  useEffect(() => {
    setName(props.editing?.name ?? '');
    setDescription(props.editing?.description ?? '');
    setCodes(props.editing?.permissions.map((p) => p.code) ?? []);
    setAlert(false);
  }, [props.editing]);

  const options = [...props.catalogue].sort(
    (a, b) => a.module.localeCompare(b.module) || a.code.localeCompare(b.code),
  );
  const selected = options.filter((p) => codes.includes(p.code));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim() || codes.length === 0) {
      setAlert(true);
      return;
    }
    setAlert(false);
    props.onSave({ name: name.trim(), description: description.trim(), permissions: codes });
  };

  return (
    <Paper sx={{ p: 2 }} component="form" noValidate onSubmit={submit} aria-label="Permission Group">
      <Stack spacing={2}>
        <Typography variant="h2" component="h2">
          {props.editing ? `Edit Group: ${props.editing.name}` : 'Create Group'}
        </Typography>
        {alert && (
          <Alert severity="warning" onClose={() => setAlert(false)}>
            {ROLE_MESSAGES.incomplete}
          </Alert>
        )}
        <TextField label="Group Name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          multiline
          minRows={2}
        />
        <Autocomplete
          multiple
          disableCloseOnSelect
          id="group-permissions"
          options={options}
          groupBy={(p) => p.module}
          value={selected}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          getOptionLabel={(p) => `${p.name} (${p.code})`}
          onChange={(_, next) => setCodes(next.map((p) => p.code))}
          renderValue={(items, getItemProps) =>
            items.map((p, index) => {
              const { key, ...rest } = getItemProps({ index });
              return <Chip key={key} size="small" label={p.code} {...rest} />;
            })
          }
          renderInput={(params) => (
            <TextField {...params} label="Permissions" placeholder="Search permissions" />
          )}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={props.saving}>
            {props.editing ? 'Update Group' : 'Create Group'}
          </Button>
          {props.editing && <Button onClick={props.onCancel}>Cancel</Button>}
        </Stack>
      </Stack>
    </Paper>
  );
}
