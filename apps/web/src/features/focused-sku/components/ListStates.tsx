import { FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { failureText } from '../../../shared/feedback/failure-text';
import { useLoadingStage } from '../hooks/useLoadingNotices';
import { ANALYZER_LABEL as L } from '../labels';

/** 'Loading SKU data...' with the 2-5 minutes note; the 30-second notice, then the 6-minute failsafe. */
export function LoadingState() {
  const stage = useLoadingStage(true);
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="analyzer-loading">
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <CircularProgress aria-label={T.loading} />
        <Typography variant="h6">{T.loading}</Typography>
        <Typography color="text.secondary">{T.backendMayTake}</Typography>
        <Typography variant="body2" color="text.secondary">
          {L.continueElsewhere}
        </Typography>
        {stage === 'still' && <Alert severity="info">{T.stillLoading}</Alert>}
        {stage === 'failsafe' && <Alert severity="warning">{T.takingLonger}</Alert>}
      </Stack>
    </Paper>
  );
}

/** 'Loading Issue' in place of the list: the server's detail (else 'Failed to load SKUs') and Try Again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="analyzer-error">
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" color="error">
          {T.loadingIssue}
        </Typography>
        <Typography color="text.secondary">{failureText(error, { fallback: T.loadFailed })}</Typography>
        <Button variant="contained" onClick={onRetry}>
          {T.tryAgain}
        </Button>
      </Stack>
    </Paper>
  );
}

/** 'No SKUs Found' with the hint and Reset Filters. */
export function EmptyState({ onReset }: { onReset(): void }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="analyzer-empty">
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="h6">{T.emptyTitle}</Typography>
        <Typography color="text.secondary">{T.emptyHint}</Typography>
        <Button variant="outlined" onClick={onReset}>
          {T.resetFilters}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Before a marketplace is picked. */
export function PickMarketplace() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" color="text.secondary">
        {T.selectMarketplace}
      </Typography>
    </Box>
  );
}
