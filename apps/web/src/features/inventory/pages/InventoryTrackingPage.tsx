import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { AmazonReportsTab } from '../components/AmazonReportsTab';
import { InventoryLogsTab } from '../components/InventoryLogsTab';

/** /inventory-tracking (spec 02, raw permission view:tickets): Inventory Update Logs and Amazon Reports. */
export function InventoryTrackingPage() {
  const [tab, setTab] = useState(0);
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        Inventory &amp; Reports
      </Typography>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)}>
        <Tab label="Inventory Update Logs" />
        <Tab label="Amazon Reports" />
      </Tabs>
      {tab === 0 ? <InventoryLogsTab /> : <AmazonReportsTab />}
    </Stack>
  );
}
