import { BUSINESS_REPORT_TEXT } from '@marketdesk/contracts/business-report';
import { businessReportOps } from '@marketdesk/contracts/operations/business-report';
import { UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import { useFileUpload } from '../../../shared/upload/useFileUpload';

/** Business Reports come as Seller Central writes them (.csv), or re-saved by Excel. */
export const BUSINESS_REPORT_EXTENSIONS = ['.csv', '.txt', '.xlsx'] as const;

/** POST /data/business-report/upload?mp_id=&start_date=&end_date= (multipart `file`). */
export function useUploadBusinessReport(
  query: { mp_id: number | null; start_date: string; end_date: string },
  uploaded: (answer: unknown) => string,
) {
  return useFileUpload({
    operation: businessReportOps.upload,
    query: { mp_id: query.mp_id ?? undefined, start_date: query.start_date, end_date: query.end_date },
    extensions: BUSINESS_REPORT_EXTENSIONS,
    texts: {
      uploaded,
      failed: BUSINESS_REPORT_TEXT.failed,
      forbidden: BUSINESS_REPORT_TEXT.forbidden,
      rejected: UPLOAD_TEXT.rejected,
    },
  });
}
