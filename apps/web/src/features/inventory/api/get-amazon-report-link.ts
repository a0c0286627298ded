import type { FileLink } from '@marketdesk/contracts/files';
import { amazonReportOps } from '@marketdesk/contracts/operations/amazon-reports';
import { call } from '../../../shared/api/call';

/** POST /amazon/sp-api/reports/files/{id}/link: a report file's download, signed at the moment it is asked. */
export function amazonReportLink(fileId: number): Promise<FileLink> {
  return call(amazonReportOps.link, { params: { fileId } });
}
