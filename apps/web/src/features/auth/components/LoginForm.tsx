import { type LoginForm as LoginValues, loginForm } from '@marketdesk/contracts';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Button,
  CircularProgress,
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  OutlinedInput,
  Stack,
} from '@mui/material';
import { type FormEvent, type ReactNode, type RefObject, useRef, useState } from 'react';

type Field = keyof LoginValues;
type Errors = Partial<Record<Field, string>>;

/** The schema's first message per field, or the parsed values when both are valid. */
function validate(values: Record<Field, string>): { data?: LoginValues; errors: Errors } {
  const parsed = loginForm.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * An outlined text field as MUI's TextField renders it (same elements, ids and classes), built from its parts:
 * TextField also imports Select and its menus, which the sign-in page does not need (issue 17 item 10).
 */
function LoginField(props: {
  id: Field;
  label: string;
  type: string;
  autoComplete: string;
  autoFocus?: boolean;
  error?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: () => void;
  endAdornment?: ReactNode;
}) {
  const { id, label, error } = props;
  const helperTextId = error ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" fullWidth error={!!error} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={id}
        label={label}
        type={props.type}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        fullWidth
        inputRef={props.inputRef}
        onChange={props.onChange}
        aria-describedby={helperTextId}
        endAdornment={props.endAdornment}
      />
      {error && <FormHelperText id={helperTextId}>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * Email and password with the validation texts of spec 01 section 5: checked on submit (the first invalid field
 * takes the focus), then again on every change, as react-hook-form did before without its 14 kB on this page.
 */
export function LoginForm({
  onSubmit,
  submitting,
}: {
  onSubmit: (v: LoginValues) => void;
  submitting: boolean;
}) {
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const submitted = useRef(false);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const read = () => ({ email: email.current?.value ?? '', password: password.current?.value ?? '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const { data, errors: found } = validate(read());
    setErrors(found);
    if (data) onSubmit(data);
    else (found.email ? email : password).current?.focus();
  };
  const revalidate = (field: Field) => () => {
    if (!submitted.current) return;
    const message = validate(read()).errors[field];
    setErrors((current) => ({ ...current, [field]: message }));
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Sign in">
      <LoginField
        id="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        error={errors.email}
        inputRef={email}
        onChange={revalidate('email')}
      />
      <LoginField
        id="password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        error={errors.password}
        inputRef={password}
        onChange={revalidate('password')}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label="toggle password visibility"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
              edge="end"
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Sign In
      </Button>
    </Stack>
  );
}
