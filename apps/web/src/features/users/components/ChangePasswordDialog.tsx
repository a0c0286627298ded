import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, changePasswordForm, PROFILE_MESSAGES } from '@marketdesk/contracts';
import { Alert, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNotify } from '../../../shared/feedback/notify';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from './PasswordField';

const empty: ChangePasswordForm = { old_password: '', new_password: '', confirm_password: '' };

/** Change Password: old, new and confirm, each with a show/hide toggle (spec 01 sections 2.8, 5, 8). */
export function ChangePasswordDialog(props: { open: boolean; onClose: () => void }) {
  const change = useChangePassword();
  const notify = useNotify();
  const [mismatch, setMismatch] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: empty,
  });
  const { open } = props;
  useEffect(() => {
    if (open) {
      reset(empty);
      setMismatch(false);
    }
  }, [open, reset]);

  const submit = ({ old_password, new_password }: ChangePasswordForm) => {
    setMismatch(false);
    change.mutate(
      { old_password, new_password },
      notify.outcome(PROFILE_MESSAGES.passwordChanged, PROFILE_MESSAGES.passwordFailed, props.onClose),
    );
  };
  const invalid = (errors: FieldErrors<ChangePasswordForm>) =>
    setMismatch(errors.confirm_password?.message === PROFILE_MESSAGES.confirmMismatch);

  const e = formState.errors;
  return (
    <FormDialog
      open={props.open}
      title="Change Password"
      submitLabel="Change Password"
      maxWidth="xs"
      busy={change.isPending}
      onClose={props.onClose}
      onSubmit={handleSubmit(submit, invalid)}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {mismatch && <Alert severity="error">{PROFILE_MESSAGES.mismatch}</Alert>}
        <PasswordField
          {...register('old_password')}
          label="Old Password"
          autoComplete="current-password"
          error={!!e.old_password}
          helperText={e.old_password?.message}
        />
        <PasswordField
          {...register('new_password')}
          label="New Password"
          autoComplete="new-password"
          error={!!e.new_password}
          helperText={e.new_password?.message}
        />
        <PasswordField
          {...register('confirm_password')}
          label="Confirm Password"
          autoComplete="new-password"
          error={!!e.confirm_password}
          helperText={e.confirm_password?.message}
        />
      </Stack>
    </FormDialog>
  );
}
