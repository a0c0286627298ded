import {
  PRICE_CHECK_TABS,
  type PriceCheckTab,
  PRICE_CHECK_TEXT as T,
} from '@marketdesk/contracts/price-check';
import { Box, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PriceCheckTabPanel } from '../components/PriceCheckTabPanel';

const LABEL: Record<PriceCheckTab, string> = { focused: T.tabFocused, ordered: T.tabOrdered };

/**
 * Price Check Analysis (/price-check; spec 02 section 2, issue 20 item 2): the Focused SKUs and Ordered SKUs tabs.
 * Both stay mounted, so switching tabs keeps each tab's choices and rows.
 */
export function PriceCheckPage() {
  const [tab, setTab] = useState<PriceCheckTab>('focused');
  return (
    <Stack spacing={1}>
      <PageHeader title={T.title} />
      <Tabs value={tab} onChange={(_e, v: PriceCheckTab) => setTab(v)} aria-label={T.title}>
        {PRICE_CHECK_TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={LABEL[t]}
            id={`price-check-tab-${t}`}
            aria-controls={`price-check-${t}`}
          />
        ))}
      </Tabs>
      {PRICE_CHECK_TABS.map((t) => (
        <Box
          key={t}
          role="tabpanel"
          id={`price-check-${t}`}
          aria-labelledby={`price-check-tab-${t}`}
          hidden={tab !== t}
        >
          <PriceCheckTabPanel tab={t} />
        </Box>
      ))}
    </Stack>
  );
}
