import {
  TICKET_TEXT,
  type TicketListAnswer,
  type TicketTab,
  visibleTabs,
} from '@marketdesk/contracts/tickets';
import AddIcon from '@mui/icons-material/Add';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Button, Fade, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { TableSort } from '../../../shared/grid/PagedTableView';
import { usePermissions } from '../../../shared/permissions/resolve';
import { useSession } from '../../../shared/session/store';
import { useTicketList } from '../api/get-list';
import { useDeepSearch } from '../api/search-tickets';
import { TicketBreadcrumbs } from '../common/TicketBreadcrumbs';
import { ticketPermissions } from '../common/ticket-permissions';
import { deepCounts, deepPage } from './deep-search';
import { EtaDialog } from './EtaDialog';
import { HelpDialog } from './HelpDialog';
import { SearchBar } from './SearchBar';
import { TicketsTable } from './TicketsTable';
import { TicketTabs } from './TicketTabs';
import { changeView, listQuery, readView, type TicketOrderBy, type ViewChange } from './view-params';

/** The page fades in over 500 ms (spec 03 section 9). */
const FADE_MS = 500;

/**
 * /tickets (spec 03 section 2): the tabs of the user's audience with their counts, one server page of the
 * chosen tab (or the deep-search results that fall into it), and the whole view in the address.
 */
export function TicketsPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const local = ticketPermissions(usePermissions());
  const [dialog, setDialog] = useState<'eta' | 'help' | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const [listRights, setListRights] = useState<TicketListAnswer['rights'] | null>(null);
  // The tabs and buttons follow the rights: the server's once a list answered, the permissions' before.
  const rights = { ...local, ...listRights };
  const tabs = visibleTabs(rights);
  const view = readView(params, tabs);
  const list = useTicketList(listQuery(view), !view.deep);
  const search = useDeepSearch(view.s, view.deep);
  const answered = list.data?.rights;
  if (answered && JSON.stringify(answered) !== JSON.stringify(listRights)) setListRights(answered);

  const change = (c: ViewChange) => setParams(changeView(params, c));
  const found = view.deep ? search.data : undefined;
  const deep = found
    ? { page: deepPage(found, view, userId), counts: deepCounts(found, userId, tabs) }
    : null;
  const counts = view.deep ? deep?.counts : list.data?.counts;
  const kept = changeView(params, { scrollTo: null }).toString();
  const linkSearch = kept ? `?${kept}` : '';
  const empty = view.s ? TICKET_TEXT.emptySearch(view.s) : TICKET_TEXT.emptyView;
  const sort: TableSort = { field: view.orderBy, order: view.order };
  const source = (view.deep ? search : list) as UseQueryResult<unknown>;
  const page = deep?.page ?? { rows: list.data?.tickets ?? [], total: list.data?.total ?? 0 };

  return (
    <Fade in appear timeout={FADE_MS}>
      <Stack spacing={2}>
        <TicketBreadcrumbs />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h1" component="h1" sx={{ flex: 1 }}>
            Tickets
          </Typography>
          {rights.create && (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/tickets/new">
              Raise Ticket
            </Button>
          )}
          {rights.eta && (
            <Button variant="outlined" startIcon={<ScheduleIcon />} onClick={() => setDialog('eta')}>
              Edit Ticket ETA
            </Button>
          )}
          <Tooltip title="Help: your ticket permissions">
            <IconButton aria-label="Ticket permissions help" onClick={() => setDialog('help')}>
              <HelpOutlineIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        <SearchBar
          value={view.s}
          deep={view.deep}
          searching={view.deep && search.isFetching}
          found={view.deep && search.isSuccess ? search.data.length : null}
          onQuickFilter={(s) => change({ s, d: null })}
          onDeepSearch={(s) => change({ s, d: true })}
          onClear={() => change({ s: null, d: null })}
        />
        <Paper>
          <TicketTabs
            tabs={tabs}
            tab={view.tab}
            subTab={view.subTab}
            counts={counts}
            onTab={(tab: TicketTab) => change({ tab })}
            onSubTab={(subTab) => change({ subTab })}
          />
          <TicketsTable
            query={source}
            rows={page.rows}
            total={page.total}
            page={view.page}
            rpp={view.rpp}
            sort={sort}
            search={linkSearch}
            scrollTo={view.scrollTo}
            empty={empty}
            dimmed={!view.deep && list.isPlaceholderData}
            onPage={(page) => change({ page: page || null })}
            onRpp={(rpp) => change({ rpp })}
            onSort={(s) => change({ orderBy: s.field as TicketOrderBy, order: s.order })}
          />
        </Paper>
        {dialog === 'eta' && <EtaDialog onClose={closeDialog} />}
        {dialog === 'help' && <HelpDialog rights={rights} onClose={closeDialog} />}
      </Stack>
    </Fade>
  );
}
