import { TICKET_TEXT, type TicketItem } from '@marketdesk/contracts/tickets';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';

/** The collapsible 'Data Result': the JSON result of each item that has one. */
export function DataResult({ items }: { items: readonly TicketItem[] }) {
  const results = items
    .map((item, i) => ({ no: item.item_no ?? i + 1, result: item.result }))
    .filter((r) => r.result !== null && r.result !== undefined);
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="h6">{TICKET_TEXT.dataResult}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {results.length === 0 ? (
          <Typography color="text.secondary">{TICKET_TEXT.noResult}</Typography>
        ) : (
          results.map((r) => (
            <Box key={r.no} sx={{ mb: 1 }}>
              <Typography variant="subtitle2">{`Item ${r.no}`}</Typography>
              <Box
                component="pre"
                sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}
              >
                {JSON.stringify(r.result, null, 2)}
              </Box>
            </Box>
          ))
        )}
      </AccordionDetails>
    </Accordion>
  );
}
