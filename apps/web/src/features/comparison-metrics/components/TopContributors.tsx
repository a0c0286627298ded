import { ADMIN_METRICS_TEXT as T, TOP_CONTRIBUTORS } from '@marketdesk/contracts/comparison-metrics';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { UserRow } from './UserMetricsTable';

const MEDALS = ['#d4af37', '#a8a9ad', '#cd7f32'];

/** Top Contributor cards: the three users with the most uploads, with their activity and streaks. */
export function TopContributors({ rows }: { rows: UserRow[] }) {
  const top = rows.slice(0, TOP_CONTRIBUTORS);
  return (
    <Stack component="section" aria-label={T.topContributors} spacing={1}>
      <Typography variant="subtitle1" component="h2">
        {T.topContributors}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {top.map((r, i) => (
          <Card
            key={r.user_id}
            variant="outlined"
            component="article"
            aria-label={T.topContributor(i + 1)}
            sx={{ flex: 1, minWidth: 220 }}
          >
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <EmojiEventsIcon sx={{ color: MEDALS[i] }} aria-hidden="true" />
                <Typography variant="overline">{T.topContributor(i + 1)}</Typography>
              </Stack>
              <Typography variant="h6" component="p">
                {r.username}
              </Typography>
              <Typography variant="body2">{`${r.total_uploads} uploads on ${r.active_days} days (${r.activity_rate}%)`}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`Current streak ${r.current_streak} · Max streak ${r.max_streak}`}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
