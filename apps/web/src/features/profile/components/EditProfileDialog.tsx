import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_MESSAGES, type ProfileUpdateRequest, profileUpdateRequest } from '@marketdesk/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNotify } from '../../../shared/feedback/notify';
import { useUpdateProfile } from '../api/update-profile';

/** Edit Profile: first and last name, both required (spec 01 section 5). */
export function EditProfileDialog(props: {
  open: boolean;
  initial: ProfileUpdateRequest;
  onClose: () => void;
}) {
  const save = useUpdateProfile();
  const notify = useNotify();
  const { register, handleSubmit, reset, formState } = useForm<ProfileUpdateRequest>({
    resolver: zodResolver(profileUpdateRequest),
    defaultValues: props.initial,
  });
  const { open, initial } = props;
  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);

  const submit = (values: ProfileUpdateRequest) =>
    save.mutate(values, {
      onSuccess: () => {
        notify.success(PROFILE_MESSAGES.updated);
        props.onClose();
      },
      onError: (e) => notify.failure(e, PROFILE_MESSAGES.updateFailed),
    });

  const e = formState.errors;
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>Edit Profile</DialogTitle>
      <form noValidate onSubmit={handleSubmit(submit)} aria-label="Edit Profile">
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              {...register('first_name')}
              label="First Name"
              error={!!e.first_name}
              helperText={e.first_name?.message}
            />
            <TextField
              {...register('last_name')}
              label="Last Name"
              error={!!e.last_name}
              helperText={e.last_name?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
