import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { PendingApprovalsTab } from '../components/PendingApprovalsTab';
import { ANY_MARKETPLACE, SubmitUpdateTab } from '../components/SubmitUpdateTab';

/**
 * /listing-tracker (spec 02, view:product_data): Submit Update and Pending Approvals. The marketplace picked
 * on one tab stays picked on the other.
 */
export function ListingTrackerPage() {
  const [tab, setTab] = useState(0);
  const pick = useMarketplacePick(ANY_MARKETPLACE);
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        Listing Tracker
      </Typography>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)}>
        <Tab label="Submit Update" />
        <Tab label="Pending Approvals" />
      </Tabs>
      {tab === 0 ? <SubmitUpdateTab pick={pick} /> : <PendingApprovalsTab pick={pick} />}
    </Stack>
  );
}
