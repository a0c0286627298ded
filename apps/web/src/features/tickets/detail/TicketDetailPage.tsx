import { parseComments, TICKET_TEXT, type TicketDetail } from '@marketdesk/contracts/tickets';
import { Box, Button, CircularProgress, Grid, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { errorStatus } from '../../../shared/api/errors';
import { failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { usePermissions } from '../../../shared/permissions/resolve';
import { useUserSafelist } from '../../../shared/reference/users';
import { useSession } from '../../../shared/session/store';
import { useTicketDetail } from '../api/get-detail';
import { ticketPermissions } from '../common/ticket-permissions';
import type { CellContext } from './bodies/cells';
import { TicketBody } from './bodies/TicketBody';
import { AssigneeCard } from './cards/AssigneeCard';
import { CommentThread, CreatorComments } from './cards/Comments';
import { DataResult } from './cards/DataResult';
import { DetailHeader } from './cards/DetailHeader';
import { DetailsCard } from './cards/DetailsCard';
import { ProgressCard } from './cards/ProgressCard';
import { detailRights } from './detail-rights';
import { HighlightProvider } from './Highlight';

/** The dashboard address with the query this page was opened with (its view), plus scrollTo when given. */
export function listPathFor(search: URLSearchParams, scrollTo?: number): string {
  const params = new URLSearchParams(search);
  if (scrollTo !== undefined) params.set('scrollTo', String(scrollTo));
  const q = params.toString();
  return q ? `/tickets?${q}` : '/tickets';
}

/** Ticket detail (/tickets/{ticketId}, spec 03 section 2). */
export function TicketDetailPage() {
  const { ticketId } = useParams();
  const [search] = useSearchParams();
  const id = ticketId && /^\d{1,9}$/.test(ticketId) ? Number(ticketId) : null;
  const detail = useTicketDetail(id);
  const users = useUserSafelist();
  const notify = useNotify();
  useEffect(() => {
    if (users.isError) notify.error(TICKET_TEXT.usersFailed);
  }, [users.isError, notify]);

  if (id === null || detail.isError)
    return (
      <NotFound
        text={
          id === null
            ? TICKET_TEXT.noTicketId
            : failureText(detail.error, {
                // Spec 03: "We couldn't find…" only when the ticket is absent; any other failure failed to load.
                fallback:
                  errorStatus(detail.error) === 404 ? TICKET_TEXT.notFound : TICKET_TEXT.loadDetailsFailed,
                forbidden: TICKET_TEXT.accessDenied,
              })
        }
        back={listPathFor(search)}
      />
    );
  if (detail.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading ticket" />
      </Box>
    );
  return (
    <HighlightProvider value={search.get('s') ?? ''}>
      <DetailView
        ticket={detail.data}
        listPath={listPathFor(search, detail.data.pk_ticket_id)}
        users={users.data ?? []}
      />
    </HighlightProvider>
  );
}

function NotFound({ text, back }: { text: string; back: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {TICKET_TEXT.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="not-found-text">
        {text}
      </Typography>
      <Button variant="contained" component={RouterLink} to={back}>
        {TICKET_TEXT.returnToList}
      </Button>
    </Paper>
  );
}

interface ViewProps {
  ticket: TicketDetail;
  listPath: string;
  users: NonNullable<ReturnType<typeof useUserSafelist>['data']>;
}

function DetailView({ ticket, listPath, users }: ViewProps) {
  const { user } = useSession();
  const perms = ticketPermissions(usePermissions());
  const me = {
    id: user?.id ?? 0,
    email: user?.email ?? '',
    fullName: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim(),
  };
  const rights = detailRights(ticket, { id: me.id, assigner: perms.assigner, reviewer: perms.reviewer });
  const parsed = useMemo(() => parseComments(ticket.comments), [ticket.comments]);
  const marketplaces = user?.marketplaces;
  const ctx = useMemo<CellContext>(() => {
    const marketplaceOf = (mpId: unknown) =>
      marketplaces?.find((m) => m.pk_mp_id === Number(mpId ?? ticket.fk_mp_id));
    return {
      websiteUrl: (mpId) => marketplaceOf(mpId)?.website_url || undefined,
      currencyOf: (mpId) => marketplaceOf(mpId)?.currency_code || undefined,
      fileLinks: ticket.file_links,
    };
  }, [marketplaces, ticket.fk_mp_id, ticket.file_links]);
  const latestComment = parsed.entries.at(-1)?.text ?? '';
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <DetailHeader ticket={ticket} listPath={listPath} canEditDelete={rights.editDelete} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <CreatorComments ticket={ticket} description={parsed.description} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2}>
            <ProgressCard
              id={ticket.pk_ticket_id}
              percent={ticket.percent_completion}
              editable={rights.progress}
            />
            <AssigneeCard ticket={ticket} rights={rights} reviewer={perms.reviewer} me={me} users={users} />
          </Stack>
        </Grid>
        <Grid size={12}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <TicketBody
              ticket={ticket}
              ownerFlag={rights.actionOwner}
              latestComment={latestComment}
              ctx={ctx}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={2}>
            <DataResult items={ticket.data.items} />
            <CommentThread ticketId={ticket.pk_ticket_id} parsed={parsed} me={me} users={users} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <DetailsCard ticket={ticket} />
        </Grid>
      </Grid>
    </Stack>
  );
}
