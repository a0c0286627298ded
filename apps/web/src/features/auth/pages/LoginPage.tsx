import { APP_VERSION, LOGIN_MESSAGES, loginFailureMessage } from '@marketdesk/contracts';
import Google from '@mui/icons-material/Google';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Alert, AlertTitle, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Navigate, useLocation } from 'react-router';
import { errorStatus } from '../../../shared/api/errors';
import { useAuthConfig } from '../../../shared/session/api/get-auth-config';
import { useSession } from '../../../shared/session/store';
import { FullPageSpinner } from '../../../shared/ui/FullPageSpinner';
import { LoginForm } from '../components/LoginForm';
import { useGooglePopup } from '../hooks/useGooglePopup';
import { useLogin } from '../hooks/useLogin';

/** Where to go after sign-in: the page the user came from, else the dashboard. */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/dashboard';
}

/**
 * MUI's Divider with a text (the same lines, gap and role): Divider itself is 1 kB gzipped that only this page
 * would bring into the first download (issue 17 item 10).
 */
const TextDivider = styled('div')(({ theme }) => ({
  display: 'flex',
  margin: 0,
  flexShrink: 0,
  textAlign: 'center',
  border: 0,
  borderTopStyle: 'solid',
  borderLeftStyle: 'solid',
  borderColor: theme.palette.divider,
  '&::before, &::after': {
    content: '""',
    alignSelf: 'center',
    width: '100%',
    borderTop: `thin solid ${theme.palette.divider}`,
    borderTopStyle: 'inherit',
  },
  '& > span': {
    display: 'inline-block',
    paddingLeft: `calc(${theme.spacing(1)} * 1.2)`,
    paddingRight: `calc(${theme.spacing(1)} * 1.2)`,
    whiteSpace: 'nowrap',
  },
}));

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
              <TextDivider role="separator" aria-orientation="horizontal">
                <span>or</span>
              </TextDivider>
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
