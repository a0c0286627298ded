import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';

/** What the page shows and who may open it (spec 03 section 2: "A help dialog explains the page and permissions"). */
export function ReportStatusHelp({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="report-status-help-title" maxWidth="sm" fullWidth>
      <DialogTitle id="report-status-help-title">About AMS Reports Pull Status</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          Every day Marketdesk asks the Amazon Ads API for the Sponsored Products reports of each advertising
          profile (search terms, targeting, advertised products, campaigns), waits while Amazon prepares them,
          downloads them and imports their rows. This page lists those report requests.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Choose the days the requests were made (the last 7 days by default), optionally a marketplace, one
          of its profiles and some report types, then press Get Status. Pending requests are REQUESTED,
          POLLING or PROCESSING; successful ones are SUCCESS; failed ones are any FAILED status, with Amazon's
          error message. Polls count the status checks; the turn around time (status last updated minus
          request time, in minutes) is shown for finished requests only. A request still pending 15 minutes
          after it was made is flagged. When the client has no Amazon Ads API account connected, the pipeline
          is off (the page says so above the filters): nothing is requested or checked, so a pending request
          never moves on and is flagged.
        </Typography>
        <Typography>
          Permission: viewing this page needs the marketing:ams_reports_status:view permission (View AMS
          report pull status). You see the requests of your marketplaces and of the advertising profiles
          assigned to you; client admins see every profile of the client.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
