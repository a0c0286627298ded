import { CRON_TEXT } from '@marketdesk/contracts/scheduled-jobs';
import { failureSeverity, failureText } from '../../../shared/feedback/failure-text';
import type { Notify } from '../../../shared/feedback/notify';

/** What 'Failed to update job: …' says when the server gave no detail (network down, no answer). */
const NO_DETAIL = 'unknown error';

/** A refused schedule or kwargs change: 'Failed to update job: {the server detail}' (spec 03 section 8). */
export function notifyUpdateFailed(notify: Notify, error: unknown): void {
  notify[failureSeverity(error)](CRON_TEXT.updateFailed(failureText(error, { fallback: NO_DETAIL })));
}

/** The callbacks of a schedule or kwargs change: the success toast then `done`, or 'Failed to update job: …'. */
export const updateOutcome = (notify: Notify, success: string, done: () => void) => ({
  onSuccess: () => {
    notify.success(success);
    done();
  },
  onError: (error: unknown) => notifyUpdateFailed(notify, error),
});
