import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { useReportFilters } from '../../../shared/filters/useReportFilters';
import { useSession } from '../../../shared/session/store';
import { DashboardBody } from '../components/DashboardBody';
import { defaultFilters, toRequest } from '../hooks/filters';
import { DASHBOARD_TEXT } from '../hooks/messages';

/** The parts of the dashboard that GO, Reset and Refresh reload (not SKU suggestions or marketplaces). */
const LOADED = new Set(['sales', 'marketing', 'forecast']);

/**
 * /dashboard (spec 01 section 2.5): heading, welcome line and Refresh, then the body. The
 * filters are the shared report filters: defaults on open, GO, Reset with its toast, Refresh; the selected client
 * is part of every query key, so changing it reloads the dashboard with the same filters.
 */
export function DashboardPage() {
  const { user, selectedClientId } = useSession();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const reload = useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'dashboard' && LOADED.has(String(q.queryKey[1])),
      }),
    [queryClient],
  );
  const filters = useReportFilters({
    screen: 'dashboard',
    toRequest,
    defaults: defaultFilters,
    enabled: selectedClientId !== null,
    reload,
    onBlocked: useCallback(() => notify.warning(DASHBOARD_TEXT.noClient), [notify]),
    onReset: useCallback(() => notify.info(DASHBOARD_TEXT.reset), [notify]),
  });
  if (!user) return null;
  const client = user.clients.find((c) => c.id === selectedClientId);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h1" component="h1">
            Dashboard
          </Typography>
          <Typography data-testid="welcome-line">
            Welcome, {user.first_name} {user.last_name}
            {client ? ` | ${client.name}` : ''} | {user.email}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={filters.refresh}>
          Refresh
        </Button>
      </Stack>
      <DashboardBody user={user} selectedClientId={selectedClientId} filters={filters} />
    </Stack>
  );
}
