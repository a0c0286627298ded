import {
  FBA_PLANNING_LABEL,
  FBA_PLANNING_TEXT,
  type FbaPlanningUploaded,
  INVENTORY_ERROR_PAGE_SIZE,
} from '@marketdesk/contracts/inventory';
import { inventoryOps } from '@marketdesk/contracts/operations/inventory';
import { UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import { Alert, Stack, Typography } from '@mui/material';
import { UploadOutcome } from '../../../shared/data-screen/DataScreen';
import { ReportUploadRow } from '../../../shared/upload/UploadButton';
import { UploadSummary } from '../../../shared/upload/UploadSummary';
import { useFileUpload } from '../../../shared/upload/useFileUpload';

const EXTENSIONS = ['.csv', '.txt', '.tsv'] as const;

/** The answer as the success line reads it. */
export const planningSummary = (a: FbaPlanningUploaded) =>
  `${FBA_PLANNING_TEXT.uploaded(FBA_PLANNING_LABEL[a.report_type], a.rows, a.totals.units)}: ${a.inserted} new, ${a.updated} changed, ${a.unchanged} unchanged, ${a.removed} no longer listed.`;

/**
 * Amazon's FBA planning downloads (inventory age, restock, excess) on an Amazon marketplace of the Inventory
 * screen: the kind is read from the file; the answer says which, its rows and sellable units; a refused file
 * shows the server's reason (an unknown header names what it found) and the rows in error.
 */
export function FbaPlanningUpload({ mpId }: { mpId: number }) {
  const upload = useFileUpload({
    operation: inventoryOps.planningUpload,
    query: { mp_id: mpId },
    extensions: EXTENSIONS,
    texts: {
      uploaded: (answer) => planningSummary(answer as FbaPlanningUploaded),
      failed: FBA_PLANNING_TEXT.failed,
      forbidden: FBA_PLANNING_TEXT.failed,
      rejected: UPLOAD_TEXT.rejected,
    },
  });
  const answer = upload.status === 'success' ? (upload.answer as FbaPlanningUploaded | null) : null;
  return (
    <Stack spacing={1} data-testid="fba-planning-upload">
      <Typography variant="subtitle1">{FBA_PLANNING_TEXT.title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {FBA_PLANNING_TEXT.hint}
      </Typography>
      <ReportUploadRow
        upload={upload}
        accept={EXTENSIONS.join(',')}
        label={FBA_PLANNING_TEXT.choose}
        inputTestId="fba-planning-input"
      />
      <UploadOutcome
        upload={upload}
        success={
          answer && (
            <>
              <Alert severity="success" data-testid="fba-planning-result">
                {planningSummary(answer)}
              </Alert>
              {/* Rows read and not written (a unified account's other countries), with the reason. */}
              <UploadSummary answer={answer} />
            </>
          )
        }
        failure={{ severity: 'error', testId: 'fba-planning-failure' }}
        table={{ pageSizes: [INVENTORY_ERROR_PAGE_SIZE], filename: 'fba_planning_errors.csv' }}
      />
    </Stack>
  );
}
