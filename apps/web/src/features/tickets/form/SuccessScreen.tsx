import { TICKET_TEXT } from '@marketdesk/contracts/tickets';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** After a create or update (spec 03 section 2): each ticket opens in a new tab; or back to the list. */
export function SuccessScreen({ ids, updated }: { ids: readonly number[]; updated: boolean }) {
  return (
    <Paper sx={{ p: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h2" component="h2">
          {updated ? TICKET_TEXT.updatedTitle : TICKET_TEXT.createdTitle}
        </Typography>
        <Typography color="text.secondary">{TICKET_TEXT.whatNext}</Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
          {ids.map((id) => (
            <Button
              key={id}
              variant="outlined"
              href={`/tickets/${id}`}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon />}
            >
              {TICKET_TEXT.viewTicket(id)}
            </Button>
          ))}
          <Button variant="contained" component={RouterLink} to="/tickets">
            {TICKET_TEXT.goToList}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
