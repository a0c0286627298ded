import { ROLE_MESSAGES, type Role } from '@marketdesk/contracts';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { QueryState } from '../../../shared/ui/QueryState';
import { useDeleteRole } from '../api/delete-role';
import { usePermissionCatalogue } from '../api/get-permissions';
import { useRoles } from '../api/get-roles';
import { useSaveRole } from '../api/save-role';
import { type RoleDraft, RoleForm } from '../components/RoleForm';
import { RolesTable } from '../components/RolesTable';

/** /ca/permission-groups (spec 01 section 2.9). */
export function PermissionGroupsPage() {
  const roles = useRoles();
  const catalogue = usePermissionCatalogue();
  const save = useSaveRole();
  const remove = useDeleteRole();
  const notify = useNotify();
  const [editing, setEditing] = useState<Role | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  const onSave = (draft: RoleDraft) =>
    save.mutate(
      { id: editing?.id ?? null, body: draft },
      notify.outcome(editing ? ROLE_MESSAGES.updated : ROLE_MESSAGES.created, ROLE_MESSAGES.saveFailed, () =>
        setEditing(null),
      ),
    );

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      // The group being edited is gone: empty the form.
      ...notify.outcome(ROLE_MESSAGES.deleted, ROLE_MESSAGES.deleteFailed, () => {
        if (editing?.id === deleting.id) setEditing(null);
      }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        Permission Groups
      </Typography>
      {catalogue.isError && <Alert severity="error">{ROLE_MESSAGES.loadFailed}</Alert>}
      <RoleForm
        editing={editing}
        catalogue={catalogue.data ?? []}
        saving={save.isPending}
        onSave={onSave}
        onCancel={() => setEditing(null)}
      />
      <Paper sx={{ p: 2 }}>
        <QueryState
          query={roles}
          loadingLabel="Loading permission groups"
          forbidden="You don't have permission to view the permission groups"
          loadFailed={ROLE_MESSAGES.loadFailed}
          empty="No permission groups yet"
        >
          {(rows) => <RolesTable roles={rows} onEdit={setEditing} onDelete={setDeleting} />}
        </QueryState>
      </Paper>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Permission Group"
        text={ROLE_MESSAGES.confirmDelete}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      />
    </Stack>
  );
}
