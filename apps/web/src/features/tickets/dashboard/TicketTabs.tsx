import {
  TICKET_SUBTAB_LABEL,
  TICKET_TAB_LABEL,
  TICKET_TABS,
  type TicketTab,
} from '@marketdesk/contracts/tickets';
import { Box, Tab, Tabs } from '@mui/material';

interface Props {
  tabs: readonly TicketTab[];
  tab: TicketTab;
  subTab: string | undefined;
  /** 'mine', 'mine.pending', …; a label shows its count once known. */
  counts: Record<string, number> | undefined;
  onTab(tab: TicketTab): void;
  onSubTab(subTab: string): void;
}

const withCount = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);

/** The tabs of the user's audience (visibleTabs) and the chosen tab's sub-tabs, each label with its count. */
export function TicketTabs({ tabs, tab, subTab, counts, onTab, onSubTab }: Props) {
  const subs: readonly string[] = TICKET_TABS[tab];
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={tab}
        onChange={(_, t: TicketTab) => onTab(t)}
        variant="scrollable"
        aria-label="Ticket tabs"
      >
        {tabs.map((t) => (
          <Tab key={t} value={t} label={withCount(TICKET_TAB_LABEL[t], counts?.[t])} />
        ))}
      </Tabs>
      {subs.length > 0 && subTab && (
        <Tabs
          value={subTab}
          onChange={(_, s: string) => onSubTab(s)}
          variant="scrollable"
          aria-label={`${TICKET_TAB_LABEL[tab]} sub-tabs`}
          sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5, fontSize: 13 } }}
        >
          {subs.map((s) => (
            <Tab
              key={s}
              value={s}
              label={withCount(TICKET_SUBTAB_LABEL[`${tab}.${s}`] ?? s, counts?.[`${tab}.${s}`])}
            />
          ))}
        </Tabs>
      )}
    </Box>
  );
}
