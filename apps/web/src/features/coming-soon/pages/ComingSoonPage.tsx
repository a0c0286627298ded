import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { Chip, Paper, Stack, Typography } from '@mui/material';

export const COMING_SOON_TITLE = 'Something Big is Coming';

/** Marketing Campaigns, Insights and Raw Data: the SOON placeholder of spec 01 section 2.3. */
export function ComingSoonPage() {
  return (
    <Paper sx={{ p: 6 }} data-testid="coming-soon">
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <RocketLaunchOutlined color="secondary" sx={{ fontSize: 64 }} />
        <Chip label="SOON" color="secondary" />
        <Typography variant="h1" component="h1">
          {COMING_SOON_TITLE}
        </Typography>
      </Stack>
    </Paper>
  );
}
