import type { AmsReportType } from '@marketdesk/contracts/ams-reports';
import { z } from 'zod';
import type { AdEntityType } from '../../db/schema';
import { METRIC_COLUMNS } from './report-specs';

/** The rows of a Sponsored Products report as its import reads them: one schema per report type. */

/** A file row Amazon sent that the import cannot read: the request ends FAILED_PROCESSING with this text. */
export class AmsImportError extends Error {
  override name = 'AmsImportError';
}

const id = z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String);
const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));
const count = z
  .number()
  .nonnegative()
  .nullish()
  .transform((v) => Math.round(v ?? 0));
const amount = z
  .number()
  .nullish()
  .transform((v) => Math.round((v ?? 0) * 100));

const base = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a YYYY-MM-DD date'),
  campaignId: id,
  campaignName: optionalText,
  campaignBudgetCurrencyCode: optionalText,
  adGroupId: id,
  adGroupName: optionalText,
  impressions: count,
  clicks: count,
  /** In cents from here on. */
  cost: amount,
  sales7d: amount,
  purchases7d: count,
  unitsSoldClicks7d: count,
});

const SCHEMAS = {
  spCampaigns: base.extend({
    campaignStatus: optionalText,
    campaignBudgetAmount: z.number().nullish(),
    adStatus: optionalText,
  }),
  spTargeting: base.extend({
    keywordId: id,
    keyword: optionalText,
    keywordType: optionalText,
    matchType: optionalText,
    targeting: optionalText,
    keywordBid: z.number().nullish(),
    adKeywordStatus: optionalText,
  }),
  spSearchTerm: base.extend({
    keywordId: optionalText,
    keyword: optionalText,
    keywordType: optionalText,
    targeting: optionalText,
    searchTerm: z.string(),
  }),
  spAdvertisedProduct: base.extend({
    adId: id,
    advertisedAsin: optionalText,
    advertisedSku: optionalText,
  }),
} as const;
export type Parsed<T extends AmsReportType> = z.infer<(typeof SCHEMAS)[T]>;

/** The rows of a report type, checked; the first bad row names itself. */
export function parseReportRows<T extends AmsReportType>(type: T, rows: readonly unknown[]): Parsed<T>[] {
  const schema = SCHEMAS[type] as unknown as z.ZodType<Parsed<T>>;
  return rows.map((row, i) => {
    const parsed = schema.safeParse(row);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new AmsImportError(
        `Row ${i + 1} of the ${type} report cannot be read: ${issue.path.join('.') || 'row'} ${issue.message}`,
      );
    }
    return parsed.data;
  });
}

/** Which metric levels a report type writes (spCampaigns: its ad groups and, summed, its campaigns). */
export const REPORT_LEVELS: Record<AmsReportType, AdEntityType[]> = {
  spCampaigns: ['ad_group', 'campaign'],
  spTargeting: ['target'],
  spSearchTerm: ['search_term'],
  spAdvertisedProduct: ['ad_product'],
};

/** A keyword's or targeting expression's kind, from the report's keywordType. */
export function targetKind(keywordType: string | null): { target_type: string; keyword: boolean } {
  const t = (keywordType ?? '').toUpperCase();
  if (t === 'BROAD' || t === 'PHRASE' || t === 'EXACT') return { target_type: 'keyword', keyword: true };
  if (t === 'TARGETING_EXPRESSION_PREDEFINED') return { target_type: 'auto', keyword: false };
  return { target_type: 'product', keyword: false };
}

/** The metric columns of the reports that hold numbers (ids and names are text, whatever JSON type they came as). */
export const NUMBER_COLUMNS: ReadonlySet<string> = new Set([
  ...METRIC_COLUMNS,
  'campaignBudgetAmount',
  'keywordBid',
]);
