import { z } from 'zod';

/** Every error answer carries `detail` (DESIGN section 3). */
export const errorDetail = z.object({ detail: z.string() });
export const validationError = z.object({
  detail: z.array(
    z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() }),
  ),
});
/**
 * The detail of a 403 that gives no reason of its own (a missing permission, found by the route guard). A screen
 * shows its own permission warning for it (spec 01 section 7); any other 403 detail says why and is shown as
 * written (spec 02, 03: the server's detail wherever present).
 */
export const ACCESS_DENIED_DETAIL = 'You do not have permission to perform this action';

export type ErrorDetail = z.infer<typeof errorDetail>;

/** The error answers an operation may give, for its description: 422 is a validation error, any other `{detail}`. */
export const refusals = (...statuses: readonly (400 | 401 | 403 | 404 | 409 | 413 | 422 | 429)[]) =>
  Object.fromEntries(statuses.map((s) => [s, s === 422 ? validationError : errorDetail])) as Record<
    number,
    typeof errorDetail | typeof validationError
  >;
