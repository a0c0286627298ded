import { Alert } from '@mui/material';
import { useReportPipeline } from '../api/get-pipeline';

/**
 * When the client has no Ads API account connected, the report pipeline is off and the page says so before
 * anything is asked (the history listed was not requested by this installation's pipeline since). Nothing while
 * the answer is pending or failed: the page's own call reports its failures.
 */
export function PipelineNotice() {
  const pipeline = useReportPipeline();
  const message = pipeline.data?.connected === false ? pipeline.data.message : null;
  return message ? (
    <Alert severity="info" data-testid="report-pipeline-off">
      {message}
    </Alert>
  ) : null;
}
