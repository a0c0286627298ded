import {
  FOCUSED_PRIORITY_TONE,
  type FocusedIssue,
  FOCUSED_SKU_TEXT as T,
} from '@marketdesk/contracts/focused-sku';
import { Chip, Typography } from '@mui/material';
import { ANALYZER_LABEL as L } from '../../labels';
import { SmallTable } from './SmallTable';

/** Detected Issues: issue type, priority and description of each issue of the latest analysis. */
export function IssuesTable({ issues }: { issues: FocusedIssue[] }) {
  return (
    <section aria-label={T.detectedIssues}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {T.detectedIssues}
      </Typography>
      {issues.length === 0 ? (
        <Typography color="text.secondary">{L.noIssues}</Typography>
      ) : (
        <SmallTable
          label={T.detectedIssues}
          headers={[L.issueType, L.priority, L.description]}
          rows={issues.map((i) => ({
            key: i.issue_type,
            cells: [
              i.issue_type,
              <Chip
                key="priority"
                size="small"
                label={i.priority}
                color={FOCUSED_PRIORITY_TONE[i.priority] as 'error'}
              />,
              i.description,
            ],
          }))}
        />
      )}
    </section>
  );
}
