import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureSeverity, failureText } from '../feedback/failure-text';

interface Props<T> {
  query: UseQueryResult<T>;
  /** Accessible name of the spinner, e.g. "Loading brands". */
  loadingLabel: string;
  /** Shown when the server answers 403. */
  forbidden: string;
  /** Shown for any other failure without a server detail (which is preferred, spec 01 section 7). */
  loadFailed: string;
  /** Shown when the answer is an empty list; without it an empty list goes to `children`. */
  empty?: string;
  /**
   * Shown while nothing is chosen yet (the query is disabled: a report before its filters), e.g. the spec's
   * 'choose …, then GO' prompt; without it such a query shows the spinner.
   */
  idle?: ReactNode;
  /** Names the idle, error and empty texts `<testId>-error` and `<testId>-empty` for tests. */
  testId?: string;
  children(data: T): ReactNode;
}

/**
 * The states every screen has before its content: idle (nothing chosen yet), loading, 403, failed (the server's detail, else the
 * screen's text), empty; then the content. Two queries nest: the outer one's states come first.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  forbidden,
  loadFailed,
  empty,
  idle,
  testId,
  children,
}: Props<T>) {
  if (query.isPending && query.fetchStatus === 'idle' && idle !== undefined) {
    return (
      <Typography color="text.secondary" data-testid={testId && `${testId}-idle`}>
        {idle}
      </Typography>
    );
  }
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert severity={failureSeverity(query.error)} data-testid={testId && `${testId}-error`}>
        {failureText(query.error, { forbidden, fallback: loadFailed })}
      </Alert>
    );
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) {
    return (
      <Typography color="text.secondary" data-testid={testId && `${testId}-empty`}>
        {empty}
      </Typography>
    );
  }
  return children(query.data);
}
