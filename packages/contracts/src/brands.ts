import { z } from 'zod';
import { CODE_PATTERN, MARKETPLACE_MESSAGES } from './marketplaces';
import { idParam, name } from './primitives';

/** Texts of spec 02 section 5 "Brand" (the code texts are the marketplace form's) and section 8. */
export const BRAND_MESSAGES = {
  nameRequired: 'Brand name is required',
  codeMin: MARKETPLACE_MESSAGES.codeMin,
  codeChars: MARKETPLACE_MESSAGES.codeChars,
  codeLocked: 'The brand code cannot be changed',
  loadFailed: 'Failed to load brands',
  createFailed: 'Failed to create brand',
  updateFailed: 'Failed to update brand',
  created: 'Brand created successfully',
  updated: 'Brand updated successfully',
  forbidden: "You don't have permission to manage brands",
} as const;

const brandName = z
  .string({ error: BRAND_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: BRAND_MESSAGES.nameRequired, abort: true })
  .max(200);

export const brandCode = z
  .string({ error: BRAND_MESSAGES.codeMin })
  .trim()
  .min(2, { error: BRAND_MESSAGES.codeMin, abort: true })
  .max(40)
  .regex(CODE_PATTERN, BRAND_MESSAGES.codeChars);

/** POST /brands */
export const brandCreate = z.object({
  brand_name: brandName,
  brand_code: brandCode,
  managed: z.boolean().default(true),
});
export type BrandCreate = z.input<typeof brandCreate>;

/** PUT /brands?brand_id=: brand_code is locked; sending it is allowed only unchanged. */
export const brandUpdate = z.object({
  brand_name: brandName,
  brand_code: name(40).optional(),
  managed: z.boolean().default(true),
});
export type BrandUpdate = z.input<typeof brandUpdate>;

export const brandIdQuery = z.object({ brand_id: idParam() });

export const brandRecord = z.object({
  pk_brand_id: z.number().int(),
  brand_name: z.string(),
  brand_code: z.string(),
  managed: z.boolean(),
});
export type BrandRecord = z.infer<typeof brandRecord>;
export const brandList = z.array(brandRecord);
