import { reportStatusOps } from '@marketdesk/contracts/operations/report-status';
import { Alert } from '@mui/material';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/**
 * Issue 29 item 4: when the client has no Ads API account connected, the report pipeline is off and the page
 * says so before anything is asked (the history listed was not requested by this installation's pipeline since).
 * Nothing while the answer is pending or failed: the page's own call reports its failures.
 */
export function PipelineNotice() {
  const pipeline = useTenantQuery({
    queryKey: ['report-status', 'pipeline'] as const,
    queryFn: ({ signal }) => call(reportStatusOps.pipeline, { signal }),
    retry: false,
  });
  const message = pipeline.data?.connected === false ? pipeline.data.message : null;
  return message ? (
    <Alert severity="info" data-testid="report-pipeline-off">
      {message}
    </Alert>
  ) : null;
}
