import {
  TICKET_TEXT,
  type TicketDetail,
  type TicketItem,
  type TicketTypeId,
} from '@marketdesk/contracts/tickets';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { ActionItems } from '../actions/ActionItems';
import { Highlight } from '../Highlight';
import type { CellContext } from './cells';
import { ItemsTable } from './ItemsTable';

interface Props {
  ticket: TicketDetail;
  ownerFlag: boolean;
  latestComment: string;
  ctx: CellContext;
}

/** The body by type (spec 03 section 2): T8 and T10 like their forms, the row-action views, else the items. */
export function TicketBody({ ticket, ownerFlag, latestComment, ctx }: Props) {
  const typeId = ticket.fk_ticket_type_id as TicketTypeId;
  const items = ticket.data.items;
  switch (typeId) {
    case 'T8':
      return (
        <Stack spacing={1} data-testid="t8-view">
          <Typography variant="h6">Issue Details</Typography>
          <Field label="Marketplace" value={ticket.marketplace_name} />
          <DriveLink link={ticket.data.drive_link} label="Screenshots" />
        </Stack>
      );
    case 'T10':
      return (
        <Stack spacing={1.5} data-testid="t10-view">
          <Typography variant="h6">Content Request</Typography>
          <ContentTypes types={ticket.data.requested_content_type} />
          <Field label="Marketplace" value={ticket.marketplace_name} />
          <DriveLink link={ticket.data.drive_link} />
          <ItemsTable
            ticketId={ticket.pk_ticket_id}
            typeId={typeId}
            items={items}
            ctx={ctx}
            title="SKU Items"
          />
        </Stack>
      );
    case 'T11':
    case 'T12':
    case 'T14':
      return <ActionItems ticket={ticket} ownerFlag={ownerFlag} latestComment={latestComment} ctx={ctx} />;
    case 'T16':
      return (
        <ActionItems
          ticket={ticket}
          ownerFlag={ownerFlag}
          latestComment={latestComment}
          ctx={ctx}
          title={TICKET_TEXT.uploadedFiles(items.length)}
          emptyText={TICKET_TEXT.noUploadedFiles}
        />
      );
    default:
      return (
        <Stack spacing={1.5}>
          {items.length > 0 && (
            <>
              <ContentTypes types={ticket.data.requested_content_type} />
              <DriveLink link={ticket.data.drive_link} hideEmpty />
            </>
          )}
          <ItemsTable ticketId={ticket.pk_ticket_id} typeId={typeId} items={items} ctx={ctx} />
        </Stack>
      );
  }
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <Typography variant="body2">
      <strong>{label}:</strong> {value || '-'}
    </Typography>
  );
}

export function ContentTypes({ types }: { types: readonly string[] }) {
  if (types.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="content-types">
      <Typography variant="body2">
        <strong>Requested Content Type:</strong>
      </Typography>
      {types.map((t) => (
        <Chip key={t} size="small" label={t} color="primary" variant="outlined" />
      ))}
    </Stack>
  );
}

export function DriveLink({
  link,
  label = 'Drive Link',
  hideEmpty = false,
}: {
  link: string | null;
  label?: string;
  hideEmpty?: boolean;
}) {
  if (!link && hideEmpty) return null;
  return (
    <Typography variant="body2">
      <strong>{label}:</strong>{' '}
      {link ? (
        <Link href={link} target="_blank" rel="noopener noreferrer">
          {link}
        </Link>
      ) : (
        '-'
      )}
    </Typography>
  );
}

const distinct = (items: readonly TicketItem[], key: string) => [
  ...new Set(
    items
      .map((i) => i[key])
      .filter((v) => v !== null && v !== undefined && v !== '')
      .map(String),
  ),
];

/** T11, T12, T14: the automated note, then the distinct profile IDs (and seller names for T11), or N/A. */
export function AutomatedNote({ ticket }: { ticket: TicketDetail }) {
  const typeId = ticket.fk_ticket_type_id;
  if (!['T11', 'T12', 'T14'].includes(typeId)) return null;
  const profiles = distinct(ticket.data.items, 'profile_id');
  const sellers = distinct(ticket.data.items, 'seller_name');
  return (
    <Box data-testid="automated-note" sx={{ mb: 1 }}>
      <Typography variant="body2">{TICKET_TEXT.automatedNote}</Typography>
      <Typography variant="body2">
        <strong>Profile IDs:</strong> <Highlight text={profiles.join(', ') || 'N/A'} />
      </Typography>
      {typeId === 'T11' && (
        <Typography variant="body2">
          <strong>Seller Names:</strong> <Highlight text={sellers.join(', ') || 'N/A'} />
        </Typography>
      )}
    </Box>
  );
}
