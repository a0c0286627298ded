import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { type NewVersionOptions, useNewVersion } from '../../shared/version/useNewVersion';

export const NEW_VERSION_TEXT = {
  title: 'New Version Available',
  refresh: 'Refresh Now',
  delay: 'Delay by 5 minutes',
} as const;

/**
 * The global banner of spec 03: a new version of the app is out, so the page reloads after a 30-second
 * countdown unless the user reloads now or delays it by 5 minutes. Mounted by the shell and by the sign-in
 * page (never both at once); it floats above the screen under the header so a scrolled page still shows it.
 */
export function NewVersionBanner(props: NewVersionOptions) {
  const { visible, seconds, refreshNow, delay } = useNewVersion(props);
  if (!visible) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 56,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (t) => t.zIndex.snackbar + 1,
        width: 560,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Alert
        severity="info"
        variant="filled"
        elevation={6}
        data-testid="new-version-banner"
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button color="inherit" size="small" variant="outlined" onClick={refreshNow}>
              {NEW_VERSION_TEXT.refresh}
            </Button>
            <Button color="inherit" size="small" onClick={delay}>
              {NEW_VERSION_TEXT.delay}
            </Button>
          </Stack>
        }
      >
        <AlertTitle>{NEW_VERSION_TEXT.title}</AlertTitle>
        The page reloads in <span data-testid="new-version-countdown">{seconds}</span> seconds.
      </Alert>
    </Box>
  );
}
