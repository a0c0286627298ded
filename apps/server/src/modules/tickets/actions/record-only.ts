import type { ActionHandler } from '../../../platform/row-actions';

/**
 * T14 (rank tracking): its actions say what the user did elsewhere; nothing here changes data. The action,
 * its editable fields and the time are recorded on the item (rows stay editable after save).
 */
export const recordOnly: ActionHandler = async () => ({
  status: 'success',
  message: 'Action recorded.',
  reflected: null,
});
