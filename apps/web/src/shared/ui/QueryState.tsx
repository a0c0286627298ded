import { Alert, CircularProgress, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorStatus } from '../api/errors';

interface Props<T> {
  query: UseQueryResult<T[]>;
  /** Accessible name of the spinner, e.g. "Loading brands". */
  loadingLabel: string;
  /** Shown when the server answers 403. */
  forbidden: string;
  /** Shown for any other failure. */
  loadFailed: string;
  /** Shown when the list is empty. */
  empty: string;
  children(rows: T[]): ReactNode;
}

/** The four states every list screen has before its table: loading, 403, failed, empty. */
export function QueryState<T>({ query, loadingLabel, forbidden, loadFailed, empty, children }: Props<T>) {
  if (query.isPending) return <CircularProgress aria-label={loadingLabel} />;
  if (query.isError) {
    return errorStatus(query.error) === 403 ? (
      <Alert severity="warning">{forbidden}</Alert>
    ) : (
      <Alert severity="error">{loadFailed}</Alert>
    );
  }
  if (query.data.length === 0) return <Typography>{empty}</Typography>;
  return children(query.data);
}
