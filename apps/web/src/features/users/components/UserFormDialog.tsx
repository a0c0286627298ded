import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminUser,
  type UserCreateRequest,
  type UserFormOptions,
  userCreateRequest,
  userUpdateRequest,
} from '@marketdesk/contracts';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { MultiPick } from './MultiPick';

export type UserFormValues = UserCreateRequest;

const empty: UserFormValues = {
  email: '',
  first_name: '',
  last_name: '',
  password: '',
  client_ids: [],
  role_ids: [],
  marketplace_ids: [],
  warehouse_ids: [],
  brand_ids: [],
  profile_ids: [],
};

const fromUser = (u: AdminUser): UserFormValues => ({
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  password: '',
  client_ids: u.clients.map((c) => c.id),
  role_ids: u.roles.map((r) => r.id),
  marketplace_ids: u.marketplaces.map((m) => m.pk_mp_id),
  warehouse_ids: u.warehouses.map((w) => w.pk_warehouse_id),
  brand_ids: u.brands.map((b) => b.pk_brand_id),
  profile_ids: u.profiles.map((p) => p.profile_id),
});

/**
 * Add/Edit User (spec 01 sections 4 and 5): the contract's schema validates; roles and warehouses are
 * those of the selected clients, profiles those of the selected clients or all when none is selected.
 * Edit has no password field.
 */
export function UserFormDialog(props: {
  open: boolean;
  user: AdminUser | null;
  options: UserFormOptions | undefined;
  optionsError: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: (values: UserFormValues) => void;
}) {
  const editing = props.user !== null;
  // Who may edit whom is the server's rule (issue 7); the dialog shows what it allows and why. Locked text
  // fields are read-only rather than disabled: react-hook-form leaves disabled inputs out of the values.
  const accountLocked = props.user ? !props.user.edit.identity : false;
  const allLocked = props.user ? !props.user.edit.assignments : false;
  const resolver = zodResolver(
    editing ? userUpdateRequest : userCreateRequest,
  ) as unknown as Resolver<UserFormValues>;
  const { control, register, handleSubmit, reset, setValue, getValues, formState } = useForm<UserFormValues>({
    resolver,
    defaultValues: empty,
  });
  const errors = formState.errors;

  useEffect(() => {
    if (props.open) reset(props.user ? fromUser(props.user) : empty);
  }, [props.open, props.user, reset]);

  const clientIds = useWatch({ control, name: 'client_ids' });
  const clients = props.options?.clients ?? [];
  const chosen = clients.filter((c) => clientIds.includes(c.id));
  const many = chosen.length > 1;
  const roleOptions = chosen.flatMap((c) =>
    c.roles.map((r) => ({ value: r.id, label: many ? `${r.name} (${c.name})` : r.name, group: c.name })),
  );
  const warehouseOptions = chosen.flatMap((c) =>
    c.warehouses.map((w) => ({ value: w.pk_warehouse_id, label: w.name, group: c.name })),
  );
  const profileOptions = (chosen.length > 0 ? chosen : clients).flatMap((c) =>
    c.profiles.map((p) => ({
      value: p.profile_id,
      label: `${p.seller_name} (${p.profile_id})`,
      group: c.name,
    })),
  );
  // Choosing fewer clients drops the roles, warehouses and profiles that belonged to the others.
  // biome-ignore lint/correctness/useExhaustiveDependencies: clientIds is the trigger; the value is read inside
  useEffect(() => {
    if (!props.options) return;
    const prune = <T,>(current: T[] | undefined, keep: T[], set: (next: T[]) => void) => {
      const next = (current ?? []).filter((v) => keep.includes(v));
      if (next.length !== (current ?? []).length) set(next);
    };
    // The form's own value, not the watched one: right after a reset (the dialog opened on another user with
    // the choices already cached) the watched value is still the previous render's.
    const current = getValues('client_ids');
    const picked = props.options.clients.filter((c) => current.includes(c.id));
    const all = picked.length > 0 ? picked : props.options.clients;
    prune(
      getValues('role_ids'),
      picked.flatMap((c) => c.roles.map((r) => r.id)),
      (v) => setValue('role_ids', v),
    );
    prune(
      getValues('warehouse_ids'),
      picked.flatMap((c) => c.warehouses.map((w) => w.pk_warehouse_id)),
      (v) => setValue('warehouse_ids', v),
    );
    prune(
      getValues('profile_ids'),
      all.flatMap((c) => c.profiles.map((p) => p.profile_id)),
      (v) => setValue('profile_ids', v),
    );
  }, [clientIds, props.options, getValues, setValue]);

  const pick = (name: 'client_ids' | 'role_ids' | 'marketplace_ids' | 'warehouse_ids' | 'brand_ids') =>
    errors[name]?.message;

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{editing ? 'Edit User' : 'Add User'}</DialogTitle>
      <form
        noValidate
        onSubmit={handleSubmit(props.onSubmit)}
        aria-label={editing ? 'Edit User' : 'Add User'}
      >
        <DialogContent>
          {props.optionsError && <Alert severity="error">Failed to load data</Alert>}
          {!props.options && !props.optionsError && <CircularProgress aria-label="Loading choices" />}
          {props.user?.edit.note && (
            <Alert severity="info" data-testid="user-edit-note" sx={{ mb: 1 }}>
              {props.user.edit.note}
            </Alert>
          )}
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              {...register('email')}
              label="Email"
              type="email"
              slotProps={{ htmlInput: { readOnly: accountLocked } }}
              required
              error={!!errors.email}
              helperText={errors.email?.message}
            />
            <TextField
              {...register('first_name')}
              label="First Name"
              slotProps={{ htmlInput: { readOnly: accountLocked } }}
              required
              error={!!errors.first_name}
              helperText={errors.first_name?.message}
            />
            <TextField
              {...register('last_name')}
              label="Last Name"
              slotProps={{ htmlInput: { readOnly: accountLocked } }}
            />
            {!editing && (
              <TextField
                {...register('password')}
                label="Password"
                type="password"
                autoComplete="new-password"
                required
                error={!!errors.password}
                helperText={errors.password?.message}
              />
            )}
            <Controller
              control={control}
              name="client_ids"
              render={({ field }) => (
                <MultiPick
                  id="user-clients"
                  disabled={allLocked}
                  label="Clients"
                  options={clients.map((c) => ({ value: c.id, label: c.name }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={pick('client_ids')}
                />
              )}
            />
            <Controller
              control={control}
              name="role_ids"
              render={({ field }) => (
                <MultiPick
                  id="user-roles"
                  disabled={allLocked}
                  label="Roles"
                  options={roleOptions}
                  value={field.value}
                  onChange={field.onChange}
                  error={pick('role_ids')}
                />
              )}
            />
            <Controller
              control={control}
              name="marketplace_ids"
              render={({ field }) => (
                <MultiPick
                  id="user-marketplaces"
                  disabled={accountLocked}
                  label="Marketplaces"
                  options={(props.options?.marketplaces ?? []).map((m) => ({
                    value: m.pk_mp_id,
                    label: `${m.name} (${m.short_code})`,
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={pick('marketplace_ids')}
                />
              )}
            />
            <Controller
              control={control}
              name="warehouse_ids"
              render={({ field }) => (
                <MultiPick
                  id="user-warehouses"
                  disabled={allLocked}
                  label="Warehouses"
                  options={warehouseOptions}
                  value={field.value}
                  onChange={field.onChange}
                  error={pick('warehouse_ids')}
                />
              )}
            />
            <Controller
              control={control}
              name="brand_ids"
              render={({ field }) => (
                <MultiPick
                  id="user-brands"
                  disabled={accountLocked}
                  label="Brands"
                  options={(props.options?.brands ?? []).map((b) => ({
                    value: b.pk_brand_id,
                    label: b.brand_name,
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={pick('brand_ids')}
                />
              )}
            />
            <Controller
              control={control}
              name="profile_ids"
              render={({ field }) => (
                <MultiPick
                  id="user-profiles"
                  disabled={allLocked}
                  label="Profiles"
                  options={profileOptions}
                  value={field.value ?? []}
                  onChange={field.onChange}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={props.saving || allLocked}
            startIcon={props.saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {editing ? 'Update User' : 'Create User'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
