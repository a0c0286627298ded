import { zodResolver } from '@hookform/resolvers/zod';
import {
  NOTIFICATION_LEVELS,
  NOTIFICATION_LOCATIONS,
  NOTIFICATION_MESSAGES,
  type NotificationCreate,
  type NotificationCreateInput,
  notificationCreate,
} from '@marketdesk/contracts';
import {
  Alert,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { failureText } from '../../../shared/feedback/failure-text';
import { useClientList } from '../../../shared/reference/clients';
import { RecipientPicker } from './RecipientPicker';

const DEFAULTS: NotificationCreateInput = {
  title: '',
  message: '',
  level: 0,
  location: 1,
  audience: 'all',
  client_id: null,
  user_ids: [],
  redirect_url: '',
};

const AUDIENCES = [
  { value: 'all', label: 'Everyone' },
  { value: 'client', label: 'One client' },
  { value: 'users', label: 'Chosen users' },
] as const;

/**
 * Send Notification form: title, message, level, location, audience (everyone, one client, chosen users) and
 * an optional redirect_url, validated with the contract's schema. It resets after a successful send
 * (spec 02 section 4: notification-like admin forms reset after a successful save).
 */
export function NotificationForm({
  sending,
  onSend,
}: {
  sending: boolean;
  /** Resolves true when the notification was sent. */
  onSend: (values: NotificationCreate) => Promise<boolean>;
}) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<NotificationCreateInput, unknown, NotificationCreate>({
    resolver: zodResolver(notificationCreate),
    defaultValues: DEFAULTS,
  });
  const audience = watch('audience');
  const clients = useClientList(audience === 'client');
  const clientChoices = [...(clients.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  const submit = handleSubmit(async (values) => {
    if (await onSend(values)) reset(DEFAULTS);
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Send Notification">
      <TextField
        {...register('title')}
        id="notification-title"
        label="Title"
        required
        error={!!errors.title}
        helperText={errors.title?.message}
      />
      <TextField
        {...register('message')}
        id="notification-message"
        label="Message"
        required
        multiline
        minRows={3}
        error={!!errors.message}
        helperText={errors.message?.message}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="level"
          render={({ field }) => (
            <TextField
              select
              id="notification-level"
              label="Level"
              fullWidth
              value={field.value}
              onChange={(e) => field.onChange(Number(e.target.value))}
            >
              {NOTIFICATION_LEVELS.map((l) => (
                <MenuItem key={l.value} value={l.value}>
                  {l.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <TextField
              select
              id="notification-location"
              label="Location"
              fullWidth
              value={field.value}
              onChange={(e) => field.onChange(Number(e.target.value))}
            >
              {NOTIFICATION_LOCATIONS.map((l) => (
                <MenuItem key={l.value} value={l.value}>
                  {l.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Controller
        control={control}
        name="audience"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="notification-audience">Audience</FormLabel>
            <RadioGroup row aria-labelledby="notification-audience" {...field}>
              {AUDIENCES.map((a) => (
                <FormControlLabel key={a.value} value={a.value} control={<Radio />} label={a.label} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {audience === 'client' &&
        (clients.isError ? (
          <Alert severity="error">
            {failureText(clients.error, {
              fallback: 'Failed to load clients',
              forbidden: NOTIFICATION_MESSAGES.forbidden,
            })}
          </Alert>
        ) : (
          <Controller
            control={control}
            name="client_id"
            render={({ field }) => (
              <TextField
                select
                id="notification-client"
                label="Client"
                required
                value={field.value ?? ''}
                onChange={(e) => field.onChange(Number(e.target.value))}
                error={!!errors.client_id}
                helperText={errors.client_id?.message ?? (clients.isPending ? 'Loading clients…' : undefined)}
              >
                {clientChoices.map((c) => (
                  <MenuItem key={c.pk_client_id} value={c.pk_client_id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ))}
      {audience === 'users' && (
        <Controller
          control={control}
          name="user_ids"
          render={({ field }) => (
            <RecipientPicker
              value={field.value ?? []}
              onChange={field.onChange}
              error={errors.user_ids?.message}
            />
          )}
        />
      )}
      <TextField
        {...register('redirect_url')}
        id="notification-redirect"
        label="Redirect URL"
        error={!!errors.redirect_url}
        helperText={
          errors.redirect_url?.message ?? 'Optional: an in-app path such as /tickets, or an https:// address'
        }
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={sending}
          startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Send
        </Button>
      </Stack>
    </Stack>
  );
}
