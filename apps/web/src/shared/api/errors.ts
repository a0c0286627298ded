/** A failed call: the HTTP status (0 when the network failed) and the server's `detail` when present. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: unknown;

  constructor(status: number, detail: unknown, message?: string) {
    super(message ?? ApiError.describe(status, detail));
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }

  static describe(status: number, detail: unknown): string {
    if (typeof detail === 'string' && detail) return detail;
    if (status === 0) return 'Network error.';
    return `Request failed with status ${status}`;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The status of an error when it came from the server, else undefined (network or programming error). */
export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) && error.status > 0 ? error.status : undefined;
}
