import { PARTNER_VIEW_TEXT as TX } from '@marketdesk/contracts/partner-view';
import LockIcon from '@mui/icons-material/Lock';
import { Paper, Stack, Typography } from '@mui/material';

/** Spec 03 section 2: without business_view the module shows this instead of the report. */
export function AccessRestricted() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <LockIcon color="disabled" fontSize="large" aria-hidden="true" />
        <Typography variant="h5" component="h1">
          {TX.accessRestricted}
        </Typography>
        <Typography color="text.secondary">{TX.noPermission}</Typography>
      </Stack>
    </Paper>
  );
}
