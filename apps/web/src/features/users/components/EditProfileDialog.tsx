import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_MESSAGES, type ProfileUpdateRequest, profileUpdateRequest } from '@marketdesk/contracts';
import { Stack, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNotify } from '../../../shared/feedback/notify';
import { FormDialog } from '../../../shared/ui/FormDialog';
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
    save.mutate(
      values,
      notify.outcome(PROFILE_MESSAGES.updated, PROFILE_MESSAGES.updateFailed, props.onClose),
    );

  const e = formState.errors;
  return (
    <FormDialog
      open={props.open}
      title="Edit Profile"
      maxWidth="xs"
      busy={save.isPending}
      onClose={props.onClose}
      onSubmit={handleSubmit(submit)}
    >
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
    </FormDialog>
  );
}
