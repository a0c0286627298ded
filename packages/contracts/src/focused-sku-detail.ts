import { z } from 'zod';
import { FOCUSED_RISK_LEVELS } from './focused-sku-model';
import { focusedSkuAnalysis } from './focused-sku-record';

/** Focused SKUs: the detail dialog's answer (path ours): the latest record plus what the dialog adds to it. */

/** One stored analysis day of the SKU: how its risk moved (oldest first, at most 90 days). */
export const focusedRiskPoint = z.object({
  analysis_date: z.string(),
  risk_level: z.enum(FOCUSED_RISK_LEVELS),
  issue_count: z.number().int(),
});
export type FocusedRiskPoint = z.infer<typeof focusedRiskPoint>;

/**
 * The latest SKU comparison a user of the client recorded for this SKU on the marketplace (spec 02 "SKU
 * comparison record"): our price and delivery against the two competitors; null when none was recorded.
 */
export const focusedComparison = z.object({
  recorded_at: z.string(),
  recorded_by: z.string().nullable(),
  client_retailer_sku: z.string(),
  comp1_retailer_sku: z.string(),
  comp2_retailer_sku: z.string(),
  client_price: z.number(),
  comp1_price: z.number(),
  comp2_price: z.number(),
  client_delivery_days: z.number().int(),
  comp1_delivery_days: z.number().int(),
  comp2_delivery_days: z.number().int(),
  client_ranking: z.number().int(),
  catalog_issues: z.string(),
});
export type FocusedComparison = z.infer<typeof focusedComparison>;

export const focusedSkuDetail = focusedSkuAnalysis.extend({
  risk_history: z.array(focusedRiskPoint),
  comparison: focusedComparison.nullable(),
});
export type FocusedSkuDetail = z.infer<typeof focusedSkuDetail>;
