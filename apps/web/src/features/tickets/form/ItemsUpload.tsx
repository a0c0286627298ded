import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import {
  checkTicketRows,
  TICKET_LIMITS,
  TICKET_TEXT,
  type TicketTypeEntry,
  ticketFileRowsAnswer,
  ticketsForItems,
} from '@marketdesk/contracts/tickets';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { FORBIDDEN_ACTION, failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { UploadButton, UploadStatusLine } from '../../../shared/upload/UploadButton';
import { limitsText } from '../../../shared/upload/upload-limits';
import { useFileUpload } from '../../../shared/upload/useFileUpload';
import { downloadTicketTemplate } from '../api/download-template';
import { canonicalColumns, canonicalRows, type ItemRow } from './form-model';
import { ItemsPreview } from './ItemsPreview';

/** Ticket files (spec 03 section 9). */
const EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
const LIMITS = limitsText({
  maxFileBytes: TICKET_LIMITS.uploadMaxBytes,
  maxRows: TICKET_LIMITS.maxItemsPerCreate,
});
const TEMPLATE_FAILED = 'Failed to download template';
const rowsRead = (n: number) => `${n} row(s) read from the file.`;

interface Props {
  type: TicketTypeEntry;
  columns: readonly string[];
  rows: readonly ItemRow[];
  onRows(columns: string[], rows: ItemRow[]): void;
  /** The form's refusal before a file is chosen (e.g. no marketplace yet). */
  refusal(): string | null;
}

/**
 * The SKU file of T1, T9 and T10 (spec 03 sections 2 and 5): Download Template, the upload read by the
 * server's reader (POST /tickets/file/rows) with its progress, the column and row rules, the info box
 * 'This upload of N items will generate M ticket(s)' and the editable preview.
 */
export function ItemsUpload({ type, columns, rows, onRows, refusal }: Props) {
  const notify = useNotify();
  const typeId = type.ticket_type_id;
  const [fileError, setFileError] = useState<string | null>(null);
  const refuse = (text: string) => {
    setFileError(text);
    notify.error(text);
  };
  const upload = useFileUpload({
    operation: ticketOps.fileRows,
    query: { ticket_type_id: typeId },
    extensions: EXTENSIONS,
    maxFileBytes: TICKET_LIMITS.uploadMaxBytes,
    texts: {
      uploaded: (answer) => rowsRead(ticketFileRowsAnswer.safeParse(answer).data?.rows.length ?? 0),
      failed: TICKET_TEXT.parseFailed,
      forbidden: FORBIDDEN_ACTION,
      rejected: () => TICKET_TEXT.parseFailed,
    },
    onUploaded: (answer) => {
      const parsed = ticketFileRowsAnswer.safeParse(answer);
      if (!parsed.success) return refuse(TICKET_TEXT.parseFailed);
      const problem = checkTicketRows(typeId, parsed.data.columns, parsed.data.rows);
      if (problem) return refuse(problem);
      setFileError(null);
      onRows(canonicalColumns(parsed.data.columns), canonicalRows(parsed.data.columns, parsed.data.rows));
    },
  });
  const onTemplate = async () => {
    try {
      await downloadTicketTemplate(typeId, type.ticket_type_name);
    } catch (error) {
      notify.error(failureText(error, { fallback: TEMPLATE_FAILED }));
    }
  };
  const error = fileError ?? (upload.status === 'error' ? upload.message : null);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onTemplate}>
          Download Template
        </Button>
        <UploadButton
          upload={upload}
          accept={EXTENSIONS.join(',')}
          validate={() => {
            setFileError(null);
            return refusal();
          }}
          onRefused={refuse}
          labels={{ upload: 'Upload File', change: 'Change File' }}
        />
        <UploadStatusLine upload={upload} limits={LIMITS} />
      </Stack>
      {error && (
        <Alert severity="error" data-testid="file-error">
          {error}
        </Alert>
      )}
      {rows.length > 0 && (
        <>
          <Alert severity="info">{TICKET_TEXT.willGenerate(rows.length, ticketsForItems(rows.length))}</Alert>
          <ItemsPreview columns={columns} rows={rows} onChange={(next) => onRows([...columns], next)} />
        </>
      )}
    </Stack>
  );
}
