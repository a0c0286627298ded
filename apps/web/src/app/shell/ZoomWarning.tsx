import { Alert, AlertTitle, Box, Stack } from '@mui/material';
import { useZoomWarning } from '../../shared/zoom/useZoomWarning';
import { EXPECTED_ZOOM_PERCENT, zoomWarningText } from '../../shared/zoom/zoom';
import { CriticalNotifications, useCriticalNotifications } from './CriticalNotifications';

/** The Zoom Warning notice of spec 01 section 8. */
function ZoomAlert() {
  return (
    <Alert severity="error" variant="filled" data-testid="zoom-warning" elevation={6}>
      <AlertTitle>Zoom Warning</AlertTitle>
      {zoomWarningText(EXPECTED_ZOOM_PERCENT)}
    </Alert>
  );
}

/**
 * The floating critical notices at bottom right (spec 01 sections 2.2, 2.6 and 8), stacked in one column so
 * they never overlap: the critical notifications panel above, the zoom warning (while the browser zoom is
 * not 100%) below it. The shell renders this once.
 */
export function ZoomWarning() {
  const zoomed = useZoomWarning();
  const critical = useCriticalNotifications();
  if (!zoomed && critical.length === 0) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (t) => t.zIndex.snackbar + 1,
        width: 380,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Stack spacing={1}>
        <CriticalNotifications items={critical} />
        {zoomed && <ZoomAlert />}
      </Stack>
    </Box>
  );
}
