import {
  ADMIN_METRICS_DEFAULT_DAYS,
  type AdminMetrics,
  activityRate,
  countOn,
  dayBefore,
  daysInRange,
  everyDay,
  pieSlices,
  ADMIN_METRICS_TEXT as T,
} from '@marketdesk/contracts/comparison-metrics';
import { Alert, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { DateRangeFilter } from '../../../shared/filters/DateRangeFilter';
import { type DateRange, lastDays } from '../../../shared/filters/date-ranges';
import { isoDay } from '../../../shared/format/format';
import { isClientAdminOrSuper, permissionsFor } from '../../../shared/permissions/resolve';
import { useSession } from '../../../shared/session/store';
import { QueryState } from '../../../shared/ui/QueryState';
import { useAdminMetrics } from '../api/get-admin-metrics';
import { DailyUploadsChart, UploadsPie } from '../components/MetricsCharts';
import { SummaryCards } from '../components/SummaryCards';
import { TopContributors } from '../components/TopContributors';
import { UserMetricsTable, userRows } from '../components/UserMetricsTable';

/** The clients whose metrics the user may read: those they administer (every client for a super admin). */
function useAdministeredClients() {
  const { user, selectedClientId } = useSession();
  const clients = (user?.clients ?? []).filter((c) => isClientAdminOrSuper(permissionsFor(user, c.id)));
  return { clients, selectedClientId };
}

function MetricsBody({ data, start, end }: { data: AdminMetrics; start: string; end: string }) {
  const rangeDays = daysInRange(start, end);
  const activeDays = data.daily_counts.filter((d) => d.count > 0).length;
  const yesterday = dayBefore(new Date().toISOString().slice(0, 10));
  const rows = userRows(data.user_metrics, data.user_streaks, rangeDays);
  return (
    <Stack spacing={2}>
      <SummaryCards
        summary={{
          totalUploads: data.total_uploads,
          activeUsers: data.active_users,
          yesterday: countOn(data.daily_counts, yesterday),
          activityRate: activityRate(activeDays, rangeDays),
        }}
      />
      {data.total_uploads === 0 ? (
        <Typography color="text.secondary" data-testid="admin-metrics-empty">
          {T.noUploads}
        </Typography>
      ) : (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <DailyUploadsChart days={everyDay(data.daily_counts, start, end)} />
            <UploadsPie slices={pieSlices(data.user_metrics)} />
          </Stack>
          {rows.length > 0 && <TopContributors rows={rows} />}
          <Card variant="outlined" component="section" aria-label={T.userMetrics}>
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {T.userMetrics}
              </Typography>
              <UserMetricsTable rows={rows} />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}

/**
 * /focused-data/sku/admin-metrics (spec 03 "Admin metrics"; client admins and super admins): how a client's
 * users record SKU comparison data over a date range (default the last 30 days). The client filter offers the
 * clients the user administers, the selected one first chosen.
 */
export function AdminMetricsPage() {
  const { clients, selectedClientId } = useAdministeredClients();
  const [range, setRange] = useState<DateRange>(() => lastDays(ADMIN_METRICS_DEFAULT_DAYS));
  const [chosen, setChosen] = useState<number | null>(null);
  const clientId =
    clients.find((c) => c.id === chosen)?.id ?? clients.find((c) => c.id === selectedClientId)?.id ?? null;
  const start = isoDay(range.start.toDate());
  const end = isoDay(range.end.toDate());
  const metrics = useAdminMetrics(start, end, clientId);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {T.title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DateRangeFilter start={range.start} end={range.end} onChange={setRange} />
        <TextField
          select
          size="small"
          label={T.client}
          value={clientId ?? ''}
          onChange={(e) => setChosen(Number(e.target.value))}
          sx={{ minWidth: 220 }}
        >
          {clients.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {clientId === null ? (
        <Alert severity="info">{T.noClients}</Alert>
      ) : (
        <QueryState
          query={metrics}
          loadingLabel="Loading admin metrics"
          forbidden={T.loadFailed}
          loadFailed={T.loadFailed}
          testId="admin-metrics"
        >
          {(data) => <MetricsBody data={data} start={start} end={end} />}
        </QueryState>
      )}
    </Stack>
  );
}
