import type { UserSafelistEntry } from '@marketdesk/contracts';
import {
  type CommentEntry,
  formatComments,
  type ParsedComments,
  TICKET_TEXT,
  type TicketDetail,
} from '@marketdesk/contracts/tickets';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../../shared/feedback/notify';
import { formatValue } from '../../../../shared/grid/format';
import { useNotifyUsers } from '../../api/notify-users';
import { useUpdateTicket } from '../../api/update-ticket';
import { creatorLabel } from '../../common/ticket-age';
import { AutomatedNote } from '../bodies/TicketBody';
import { Highlight } from '../Highlight';

/** The comments-by-creator card: the automated note (T11, T12, T14), then the description as formatted text. */
export function CreatorComments({ ticket, description }: { ticket: TicketDetail; description: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {`Comments by ${creatorLabel(ticket.creator_name)}`}
        </Typography>
        <AutomatedNote ticket={ticket} />
        {description ? (
          <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="ticket-description">
            <Highlight text={description} />
          </Typography>
        ) : (
          <Typography color="text.secondary">No description.</Typography>
        )}
      </CardContent>
    </Card>
  );
}

const fullName = (u: Pick<UserSafelistEntry, 'first_name' | 'last_name'>) =>
  `${u.first_name} ${u.last_name}`.trim();

interface ThreadProps {
  ticketId: number;
  parsed: ParsedComments;
  me: { email: string; fullName: string };
  users: readonly UserSafelistEntry[];
}

/**
 * The comment thread ('Be the first to comment.'), and a new comment: the whole blob is sent with the entry
 * appended (formatComments), then the chosen users are notified (POST /tickets/notify).
 */
export function CommentThread({ ticketId, parsed, me, users }: ThreadProps) {
  const notify = useNotify();
  const update = useUpdateTicket(ticketId);
  const notifyUsers = useNotifyUsers();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recipients, setRecipients] = useState<UserSafelistEntry[]>([]);

  const add = () => {
    const comment = text.trim();
    if (!comment) {
      setError(TICKET_TEXT.commentEmpty);
      return;
    }
    setError(null);
    const entry: CommentEntry = {
      text: comment,
      email: me.email,
      full_name: me.fullName,
      at: new Date().toISOString(),
    };
    const comments = formatComments({ description: parsed.description, entries: [...parsed.entries, entry] });
    update.mutate(
      { comments },
      {
        onSuccess: () => {
          notify.success(TICKET_TEXT.updated);
          setText('');
          if (recipients.length > 0)
            notifyUsers.mutate(
              { user_ids: recipients.map((u) => u.id), comment, ticket_id: ticketId },
              { onError: (e) => notify.failure(e, TICKET_TEXT.anErrorOccurred) },
            );
          setRecipients([]);
        },
        onError: (e) => notify.failure(e, TICKET_TEXT.updateFailed),
      },
    );
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Comments
        </Typography>
        {parsed.entries.length === 0 ? (
          <Typography color="text.secondary" data-testid="comments-empty">
            {TICKET_TEXT.beFirst}
          </Typography>
        ) : (
          <Stack divider={<Divider flexItem />} spacing={1} data-testid="comment-list">
            {parsed.entries.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: comments are append-only
              <Box key={i}>
                <Typography variant="subtitle2">
                  {c.full_name || c.email}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {c.at ? formatValue('datetime', c.at) : ''}
                  </Typography>
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  <Highlight text={c.text} />
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <TextField
            label="Add a comment"
            multiline
            minRows={2}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={error !== null}
            helperText={error ?? undefined}
          />
          <Autocomplete
            multiple
            size="small"
            options={users}
            value={recipients}
            onChange={(_, v) => setRecipients(v)}
            getOptionLabel={(u) => (u.email ? `${fullName(u)} (${u.email})` : fullName(u))}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label="Notify users (optional)" />}
          />
          <Box>
            <Button variant="contained" onClick={add} disabled={update.isPending}>
              Add Comment
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
