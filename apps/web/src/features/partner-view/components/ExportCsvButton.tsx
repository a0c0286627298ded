import { PARTNER_VIEW_TEXT as TX } from '@marketdesk/contracts/partner-view';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button } from '@mui/material';
import { downloadCsv } from '../../../shared/csv/csv';
import { useNotify } from '../../../shared/feedback/notify';

/** Saves a table's rows as CSV in the browser (the answer holds them all): 'Export successful' or the failure. */
export function ExportCsvButton({ name, csv, label }: { name: string; csv: () => string; label: string }) {
  const notify = useNotify();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<FileDownloadIcon />}
      aria-label={label}
      onClick={() => {
        try {
          downloadCsv(name, csv());
          notify.success(TX.exported);
        } catch {
          notify.error(TX.exportFailed);
        }
      }}
    >
      Export
    </Button>
  );
}
