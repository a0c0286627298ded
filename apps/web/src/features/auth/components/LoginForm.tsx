import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginForm as LoginValues, loginForm } from '@marketdesk/contracts';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Button, CircularProgress, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

/** Email and password with the validation texts of spec 01 section 5. */
export function LoginForm({
  onSubmit,
  submitting,
}: {
  onSubmit: (v: LoginValues) => void;
  submitting: boolean;
}) {
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginForm), defaultValues: { email: '', password: '' } });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)} aria-label="Sign in">
      <TextField
        {...register('email')}
        id="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        fullWidth
        error={!!errors.email}
        helperText={errors.email?.message}
      />
      <TextField
        {...register('password')}
        id="password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        fullWidth
        error={!!errors.password}
        helperText={errors.password?.message}
        slotProps={{
          input: {
            endAdornment: (
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
            ),
          },
        }}
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
