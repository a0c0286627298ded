import { type Breakpoint, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { FORBIDDEN_ACTION } from '../../../shared/feedback/failure-text';
import { QueryState } from '../../../shared/ui/QueryState';

interface Props<T> {
  title: string;
  onClose(): void;
  maxWidth?: Breakpoint;
  /** Buttons before Close. */
  actions?: ReactNode;
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  /** The spec's text when the list fails to load without a server detail. */
  loadFailed: string;
  /** The spec's text for an empty list. */
  empty: string;
  /** Names the error and empty texts for tests (see QueryState). */
  testId: string;
  children(rows: T[]): ReactNode;
}

/**
 * A dialog that shows a list the server keeps (a run history, a run's errors): named by its title, the list's
 * loading, failed and empty states (QueryState), then the list; closed by Close.
 */
export function QueryDialog<T>({ title, onClose, maxWidth = 'md', actions, children, ...state }: Props<T>) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <QueryState {...state} forbidden={FORBIDDEN_ACTION}>
          {children}
        </QueryState>
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
