import { useState } from 'react';
import type { MutationOutcome, Notify } from '../feedback/notify';

/** The toasts of an area's saves (the contracts' messages: BRAND_MESSAGES, CLIENT_MESSAGES, ...). */
export interface SaveTexts {
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
}

type State<R> = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; row: R };

/**
 * The Add/Edit dialog of a list page: closed, adding, or editing one row. `outcome()` gives the save in
 * progress its toasts (created or updated, else the failure) and closes the dialog once it succeeds.
 */
export function useAddEdit<R>(notify: Notify, texts: SaveTexts) {
  const [state, setState] = useState<State<R>>({ mode: 'closed' });
  const close = () => setState({ mode: 'closed' });
  const editing = state.mode === 'edit' ? state.row : null;
  return {
    open: state.mode !== 'closed',
    /** The row being edited; null while closed or adding. */
    editing,
    add: () => setState({ mode: 'create' }),
    edit: (row: R) => setState({ mode: 'edit', row }),
    close,
    outcome: (): MutationOutcome =>
      editing === null
        ? notify.outcome(texts.created, texts.createFailed, close)
        : notify.outcome(texts.updated, texts.updateFailed, close),
  };
}
