import { Typography } from '@mui/material';

export function ErrorLogsPage() {
  return <Typography variant="h4">Scheduled Job Error Logs</Typography>;
}
