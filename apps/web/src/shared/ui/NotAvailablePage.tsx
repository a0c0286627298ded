import { Paper, Typography } from '@mui/material';

export const NOT_AVAILABLE_TEXT = 'This screen is not available yet.';

/** A screen a later issue builds: its name as the heading and a plain note. */
export function NotAvailablePage({ screen }: { screen: string }) {
  return (
    <Paper sx={{ p: 3 }} data-testid="not-available">
      <Typography variant="h1" component="h1" gutterBottom>
        {screen}
      </Typography>
      <Typography>{NOT_AVAILABLE_TEXT}</Typography>
    </Paper>
  );
}
