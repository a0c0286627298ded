import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { MarketplaceSelect } from '../filters/MarketplacePicker';
import type { MarketplacePick } from '../filters/useMarketplacePick';
import { QueryState } from '../ui/QueryState';
import { UploadErrorTable } from '../upload/UploadErrorTable';
import type { FileUpload } from '../upload/useFileUpload';

interface Gate {
  pick: MarketplacePick;
  loadingLabel: string;
  /** Shown when the marketplaces cannot be read (refused or failed). */
  failed: string;
  /** Shown instead of the controls when the user has none of the screen's marketplaces. */
  none: string;
}

interface Props {
  title: string;
  /** Fields above the action row, inside the panel (e.g. an invoice header). */
  form?: ReactNode;
  /** The action row: marketplace pick, fields, View Data, upload, template, in the screen's order. */
  actions: ReactNode;
  /** Below the action row, inside the panel: the upload status line, a field's failure. */
  status?: ReactNode;
  /** The panel waits for the marketplaces and says when there are none (the screen then offers nothing). */
  gate?: Gate;
  /** After the panel: the upload's outcome (UploadOutcome). */
  outcome?: ReactNode;
  /** The viewed data, in its own panel. */
  grid?: ReactNode;
}

/**
 * The data screen (DESIGN 9): heading; a panel with the marketplace pick, View Data, upload with progress and
 * Download Template; the upload's outcome with its error table; the grid of the viewed marketplace.
 */
export function DataScreen({ title, form, actions, status, gate, outcome, grid }: Props) {
  const panel = (
    <Paper sx={{ p: 2 }}>
      {form}
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: form ? 2 : 0 }}
      >
        {actions}
      </Stack>
      {status}
    </Paper>
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {gate ? (
        <QueryState
          query={gate.pick.query}
          loadingLabel={gate.loadingLabel}
          forbidden={gate.failed}
          loadFailed={gate.failed}
        >
          {() => (gate.pick.options.length === 0 ? <Alert severity="info">{gate.none}</Alert> : panel)}
        </QueryState>
      ) : (
        panel
      )}
      {outcome}
      {grid && <Paper sx={{ p: 2 }}>{grid}</Paper>}
    </Stack>
  );
}

/** The marketplace pick of a data screen, then View Data when the screen shows data. */
export function MarketplaceField({
  pick,
  onChange = pick.setMpId,
  onView,
}: {
  pick: MarketplacePick;
  onChange?(id: number | null): void;
  onView?(): void;
}) {
  return (
    <>
      <Box sx={{ minWidth: 240 }}>
        <MarketplaceSelect options={pick.options} value={pick.mpId} onChange={onChange} />
      </Box>
      {onView && (
        <Button variant="contained" onClick={onView}>
          View Data
        </Button>
      )}
    </>
  );
}

interface Failure {
  severity: 'warning' | 'error';
  testId?: string;
  /** Keep the message's line breaks. */
  preLine?: boolean;
  /**
   * Show the failure only when the refusal listed no rows (the table says it then), with this text when the
   * upload gave none.
   */
  withoutRows?: string;
}

/**
 * What an upload ended with, under the panel: the screen's success message, the failure, and the refused rows
 * in the upload-error table.
 */
export function UploadOutcome({
  upload,
  success,
  failure,
  table,
}: {
  upload: FileUpload;
  success?: ReactNode;
  failure: Failure;
  table: Omit<ComponentProps<typeof UploadErrorTable>, 'errors' | 'failing'> & { failing?: boolean };
}) {
  const { failing, ...tableProps } = table;
  const failed = upload.status === 'error';
  const message =
    failure.withoutRows === undefined
      ? failed && upload.message
      : failed && upload.errors.length === 0 && (upload.message ?? failure.withoutRows);
  return (
    <>
      {success}
      {message && (
        <Alert
          severity={failure.severity}
          data-testid={failure.testId}
          sx={failure.preLine ? { whiteSpace: 'pre-line' } : undefined}
        >
          {message}
        </Alert>
      )}
      {upload.errors.length > 0 && (
        <Paper sx={{ p: 2 }}>
          <UploadErrorTable
            errors={upload.errors}
            failing={failing ? upload.failing : undefined}
            {...tableProps}
          />
        </Paper>
      )}
    </>
  );
}
