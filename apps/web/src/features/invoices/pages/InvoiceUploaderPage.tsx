import { invoiceOps } from '@marketdesk/contracts/operations/invoices';
import { hasModule } from '@marketdesk/contracts/permissions';
import { TICKET_LIMITS, TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { UPLOAD_LIMITS, UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { DataScreen, UploadOutcome } from '../../../shared/data-screen/DataScreen';
import { TemplateButton } from '../../../shared/data-screen/TemplateButton';
import { FORBIDDEN_ACTION, failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { CurrencyPicker } from '../../../shared/filters/CurrencyPicker';
import { usePermissions } from '../../../shared/permissions/resolve';
import { useSession } from '../../../shared/session/store';
import { RaisedTicketAlert, raisedTicketId } from '../../../shared/upload/RaisedTicketAlert';
import { UploadButton, UploadStatusLine } from '../../../shared/upload/UploadButton';
import { limitsText } from '../../../shared/upload/upload-limits';
import { useFileUpload } from '../../../shared/upload/useFileUpload';
import { downloadInvoiceTemplate } from '../api/download-template';
import { VendorField } from '../components/VendorField';
import {
  EMPTY_HEADER,
  headerComplete,
  headerFields,
  type InvoiceHeaderValues,
  NUMBER_FIELDS,
} from '../invoice-header';

const LIMITS = limitsText({ maxFileBytes: TICKET_LIMITS.uploadMaxBytes, maxRows: UPLOAD_LIMITS.maxRows });
const raisedText = (answer: unknown) => {
  const id = raisedTicketId(answer);
  return id === null ? UPLOAD_TEXT.accepted : TICKET_TEXT.invoiceRaised(id);
};

/**
 * /invoice-uploader (spec 03; module data_vault_upload): the ten header fields, the lines template of the
 * chosen warehouse and the upload of the lines (.xlsx, .xls) with its progress. An accepted file raises a T16
 * ticket that waits for approval; a refused one lists its rows in the error table.
 */
export function InvoiceUploaderPage() {
  const perms = usePermissions();
  const { user } = useSession();
  const notify = useNotify();
  const [header, setHeader] = useState<InvoiceHeaderValues>(EMPTY_HEADER);
  const [raised, setRaised] = useState<number | null>(null);
  const set = (next: Partial<InvoiceHeaderValues>) => setHeader((h) => ({ ...h, ...next }));
  const upload = useFileUpload({
    operation: invoiceOps.upload,
    query: {},
    fields: headerFields(header),
    extensions: ['.xlsx', '.xls'],
    maxFileBytes: TICKET_LIMITS.uploadMaxBytes,
    texts: {
      uploaded: raisedText,
      failed: TICKET_TEXT.operationFailedPlain,
      forbidden: FORBIDDEN_ACTION,
      rejected: UPLOAD_TEXT.rejected,
    },
    onUploaded: (answer) => setRaised(raisedTicketId(answer)),
  });
  if (!hasModule(perms, 'data_vault_upload')) return <Alert severity="warning">{FORBIDDEN_ACTION}</Alert>;

  const warehouses = [...new Set((user?.warehouses ?? []).map((w) => w.name))].sort((a, b) =>
    a.localeCompare(b),
  );
  const text = (key: keyof InvoiceHeaderValues, label: string, type = 'text') => (
    <TextField
      required
      size="small"
      label={label}
      type={type}
      value={header[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );

  return (
    <DataScreen
      title="Invoice Header Upload"
      form={
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
          }}
        >
          <TextField
            select
            required
            size="small"
            label="Warehouse"
            value={header.warehouse_name}
            onChange={(e) => set({ warehouse_name: e.target.value })}
            helperText={warehouses.length === 0 ? 'No warehouses are assigned to you.' : undefined}
          >
            {warehouses.map((w) => (
              <MenuItem key={w} value={w}>
                {w}
              </MenuItem>
            ))}
          </TextField>
          <CurrencyPicker
            required
            value={header.currency_code}
            onChange={(currency_code) => set({ currency_code })}
          />
          <VendorField value={header.vendor_name} onChange={(vendor_name) => set({ vendor_name })} />
          {text('invoice_no', 'Invoice Number')}
          {text('invoice_date', 'Invoice Date', 'date')}
          {NUMBER_FIELDS.map((f) => (
            <TextField
              key={f.key}
              required
              size="small"
              type="number"
              label={f.label}
              value={header[f.key]}
              onChange={(e) => set({ [f.key]: e.target.value })}
              slotProps={{ htmlInput: { min: f.integer ? 1 : 0, step: f.integer ? 1 : 'any' } }}
            />
          ))}
        </Box>
      }
      actions={
        <>
          <TemplateButton
            startIcon={<DownloadIcon />}
            refusal={() => (header.warehouse_name ? null : TICKET_TEXT.selectWarehouse)}
            download={() => downloadInvoiceTemplate(header.warehouse_name)}
            success={TICKET_TEXT.templateDownloaded}
            failed={(error) => failureText(error, { fallback: TICKET_TEXT.operationFailedPlain })}
          />
          <UploadButton
            upload={upload}
            validate={() => {
              setRaised(null);
              return headerComplete(header) ? null : TICKET_TEXT.invoiceIncomplete;
            }}
            onRefused={(t) => notify.warning(t)}
            labels={{ upload: 'Upload Excel', change: 'Upload Excel' }}
          />
          <UploadStatusLine upload={upload} limits={LIMITS} />
        </>
      }
      outcome={
        <UploadOutcome
          upload={upload}
          success={
            upload.status === 'success' &&
            raised !== null && (
              <RaisedTicketAlert
                id={raised}
                text={TICKET_TEXT.invoiceRaised(raised)}
                testId="invoice-raised"
              />
            )
          }
          failure={{ severity: 'error', testId: 'invoice-failed', preLine: true }}
          table={{ failing: true, filename: 'invoice_errors.csv' }}
        />
      }
    />
  );
}
