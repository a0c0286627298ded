import { APP_VERSION, LOGIN_MESSAGES, loginFailureMessage } from '@marketdesk/contracts';
import Google from '@mui/icons-material/Google';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Alert, AlertTitle, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { Navigate, useLocation } from 'react-router';
import { errorStatus } from '../../../shared/api/errors';
import { useAuthConfig } from '../../../shared/session/api/get-auth-config';
import { useSession } from '../../../shared/session/store';
import { FullPageSpinner } from '../../../shared/ui/FullPageSpinner';
import { useLogin } from '../api/login';
import { LoginForm } from '../components/LoginForm';
import { useGooglePopup } from '../hooks/useGooglePopup';

/** Where to go after sign-in: the page the user came from, else the dashboard. */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/dashboard';
}

/** /login of spec 01 section 2.1. */
export function LoginPage() {
  const { status } = useSession();
  const location = useLocation();
  const login = useLogin();
  const google = useGooglePopup();
  const { data: config } = useAuthConfig();

  if (status === 'authenticated') return <Navigate to={destinationAfterLogin(location.state)} replace />;
  if (status === 'loading') return <FullPageSpinner label="Restoring session" />;

  const failure = login.error ? loginFailureMessage(errorStatus(login.error)) : google.error;

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Paper sx={{ width: '100%', maxWidth: 420, p: 4 }} elevation={3}>
        <Stack spacing={3}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
            <StorefrontOutlined fontSize="large" />
            <Typography variant="h1" component="h1">
              Marketdesk
            </Typography>
          </Stack>
          <Typography color="text.secondary">Sign in to your account</Typography>
          {failure && (
            <Alert severity="error" data-testid="login-error">
              <AlertTitle>{LOGIN_MESSAGES.heading}</AlertTitle>
              {failure}
            </Alert>
          )}
          <LoginForm
            submitting={login.isPending}
            onSubmit={(values) => {
              login.reset();
              login.mutate(values);
            }}
          />
          {config?.google_enabled && (
            <>
              <Divider>or</Divider>
              <Button variant="outlined" size="large" startIcon={<Google />} onClick={google.open}>
                Sign in with Google
              </Button>
            </>
          )}
          <Typography variant="caption" color="text.secondary" align="center" data-testid="build-number">
            Build {APP_VERSION}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}
