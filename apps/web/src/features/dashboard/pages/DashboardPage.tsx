import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useSession } from '../../../shared/session/store';
import { useDashboardFilters } from '../hooks/useDashboardFilters';

const DashboardBody = lazy(async () => ({
  default: (await import('../components/DashboardBody')).DashboardBody,
}));

/** /dashboard (spec 01 section 2.5): heading, welcome line and Refresh, then the body once its code is in. */
export function DashboardPage() {
  const { user, selectedClientId } = useSession();
  const filters = useDashboardFilters();
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
      <Suspense fallback={<CircularProgress aria-label="Loading dashboard" />}>
        <DashboardBody user={user} selectedClientId={selectedClientId} filters={filters} />
      </Suspense>
    </Stack>
  );
}
