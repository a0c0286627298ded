import { z } from 'zod';

/** Every error answer carries `detail` (DESIGN section 3). */
export const errorDetail = z.object({ detail: z.string() });
export const validationError = z.object({
  detail: z.array(
    z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() }),
  ),
});
export type ErrorDetail = z.infer<typeof errorDetail>;
