import type { RunErrorBody } from '@marketdesk/contracts/scheduled-jobs';

/** What a thrown error becomes in `job_run_errors`: its type and msg, a JSON `{errors: [{code, message, details}]}`. */
export function runErrorOf(error: unknown): { type: string; msg: string } {
  const body: RunErrorBody = { errors: messagesOf(error) };
  const type = error instanceof Error ? error.name || 'Error' : typeof error;
  return { type, msg: JSON.stringify(body) };
}

function messagesOf(error: unknown): RunErrorBody['errors'] {
  if (error instanceof AggregateError && error.errors.length > 0) return error.errors.flatMap(messagesOf);
  if (!(error instanceof Error)) return [{ code: 'UNKNOWN', message: String(error), details: null }];
  const e = error as Error & { code?: unknown; status?: unknown; details?: unknown; cause?: unknown };
  const code =
    typeof e.code === 'string'
      ? e.code
      : typeof e.status === 'number'
        ? `HTTP_${e.status}`
        : e.name || 'Error';
  const cause = e.cause instanceof Error ? { cause: `${e.cause.name}: ${e.cause.message}` } : {};
  const details = e.details !== undefined ? e.details : Object.keys(cause).length > 0 ? cause : null;
  return [{ code, message: e.message, details }];
}
