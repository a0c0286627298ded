import type { UserSafelistEntry } from '@marketdesk/contracts';
import { TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { Alert, Autocomplete, Stack, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { useUserSafelist } from '../../../shared/reference/users';
import { mayOwnType } from '../common/ticket-permissions';

interface Props {
  /** The ticket's type: only users who may own it are offered (as re-assign offers them). */
  typeId: string;
  ownerId: number | null;
  ownerName: string;
  onOwner(id: number | null, name: string): void;
  onOwnerName(name: string): void;
}

const fullName = (u: UserSafelistEntry) => `${u.first_name} ${u.last_name}`.trim();

/**
 * T15 (spec 03 section 2): the Owner searched by email among the client's users (GET /users/safelist) who may
 * own tickets of the type (the server refuses anyone else), and the Owner Name recorded with the ticket (the
 * chosen user's name at first, editable).
 */
export function OwnerFields({ typeId, ownerId, ownerName, onOwner, onOwnerName }: Props) {
  const notify = useNotify();
  const users = useUserSafelist();
  useEffect(() => {
    if (users.isError) notify.error(TICKET_TEXT.usersFailed);
  }, [users.isError, notify]);
  const options = (users.data ?? []).filter((u) => mayOwnType(u, typeId));
  const chosen = options.find((u) => u.id === ownerId) ?? null;
  return (
    <Stack spacing={2}>
      {users.isError && <Alert severity="error">{TICKET_TEXT.usersFailed}</Alert>}
      <Autocomplete<UserSafelistEntry, false>
        options={options}
        loading={users.isPending}
        value={chosen}
        getOptionLabel={(u) => u.email ?? fullName(u)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderOption={({ key, ...props }, u) => (
          <li key={key} {...props}>
            {u.email ? `${u.email} (${fullName(u)})` : fullName(u)}
          </li>
        )}
        onChange={(_e, u) => onOwner(u?.id ?? null, u ? fullName(u) : '')}
        renderInput={(params) => (
          <TextField {...params} required label="Owner" placeholder="Search users by email" />
        )}
      />
      <TextField
        required
        label="Owner Name"
        value={ownerName}
        onChange={(e) => onOwnerName(e.target.value)}
      />
    </Stack>
  );
}
