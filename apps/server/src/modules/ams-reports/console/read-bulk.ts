import type { Cell } from '../../../platform/spreadsheets';
import type { MappedRow, RowResult, UploadColumn } from '../../../platform/uploads';
import { amountOrNull, type CellResult, day, text } from './cells';
import { type BulkVersion, normalHeader } from './detect';

/**
 * A Sponsored Products bulk file's rows (sheet `Sponsored Products Campaigns`, every cell text): campaigns, ad
 * groups, product ads, keywords, negative keywords and product targets with their state, bids and budgets. The
 * 2019 layout names a row's kind in `Record Type` and its ad group by name; today's in `Entity`, with ids.
 */

export type BulkEntity =
  | 'campaign'
  | 'ad_group'
  | 'product_ad'
  | 'keyword'
  | 'negative_keyword'
  | 'product_targeting';

export interface BulkRow {
  row: number;
  entity: BulkEntity;
  campaignId: string | null;
  campaignName: string | null;
  adGroupId: string | null;
  adGroupName: string | null;
  /** The row's own id: the ad, keyword or target id (2019: Record ID). */
  id: string | null;
  state: string | null;
  budget: string | null;
  bid: string | null;
  targetingType: string | null;
  startDate: string | null;
  endDate: string | null;
  /** Keyword text or targeting expression. */
  target: string | null;
  matchType: string | null;
  sku: string | null;
  asin: string | null;
}

type Field = keyof Omit<BulkRow, 'row' | 'entity'> | 'kind' | 'campaignState' | 'adGroupState' | 'defaultBid';

/** The header texts of each field, per layout (compared as normalHeader does). */
const COLUMNS: Record<BulkVersion, Partial<Record<Field, string[]>>> = {
  '2019': {
    kind: ['Record Type'],
    id: ['Record ID'],
    campaignId: ['Campaign ID'],
    campaignName: ['Campaign'],
    adGroupName: ['Ad Group'],
    budget: ['Campaign Daily Budget'],
    startDate: ['Campaign Start Date'],
    endDate: ['Campaign End Date'],
    targetingType: ['Campaign Targeting Type'],
    bid: ['Max Bid'],
    target: ['Keyword or Product Targeting'],
    matchType: ['Match Type'],
    sku: ['SKU'],
    campaignState: ['Campaign Status'],
    adGroupState: ['Ad Group Status'],
    state: ['Status'],
  },
  current: {
    kind: ['Entity'],
    campaignId: ['Campaign ID'],
    adGroupId: ['Ad Group ID'],
    campaignName: ['Campaign Name', 'Campaign Name (Informational only)'],
    adGroupName: ['Ad Group Name', 'Ad Group Name (Informational only)'],
    budget: ['Daily Budget'],
    startDate: ['Start Date'],
    endDate: ['End Date'],
    targetingType: ['Targeting Type'],
    bid: ['Bid'],
    defaultBid: ['Ad Group Default Bid'],
    target: ['Keyword Text', 'Product Targeting Expression'],
    matchType: ['Match Type'],
    sku: ['SKU'],
    asin: ['ASIN (Informational only)'],
    state: ['State'],
    id: ['Ad ID', 'Keyword ID', 'Product Targeting ID'],
  },
};

const ENTITIES: Record<string, BulkEntity> = {
  campaign: 'campaign',
  'ad group': 'ad_group',
  ad: 'product_ad',
  'product ad': 'product_ad',
  keyword: 'keyword',
  'negative keyword': 'negative_keyword',
  'product targeting': 'product_targeting',
};

/** The upload columns of a bulk header: every known header text present, under its field and position. */
export function bulkColumns(version: BulkVersion, header: readonly string[]): UploadColumn[] {
  const out: UploadColumn[] = [];
  const present = new Map(header.map((h) => [normalHeader(h), h]));
  for (const [field, texts] of Object.entries(COLUMNS[version]))
    texts.forEach((t, i) => {
      const h = present.get(normalHeader(t));
      if (h !== undefined) out.push({ field: `@${field}.${i}`, label: h, required: field === 'kind' });
    });
  return out;
}

/** Reads one bulk row; a row of another kind (placements, portfolios, bidding adjustments) is skipped. */
export function readBulkRow(version: BulkVersion, row: MappedRow): RowResult<BulkRow> {
  const texts = COLUMNS[version];
  const cell = (f: Field, i = 0): Cell | undefined => row.cells[`@${f}.${i}`];
  const first = (f: Field) => {
    for (let i = 0; i < (texts[f]?.length ?? 0); i++) {
      const v = text(cell(f, i));
      if (v !== null) return v;
    }
    return null;
  };
  const kindText = first('kind') ?? '';
  const entity = ENTITIES[kindText.toLowerCase()];
  if (!entity)
    return {
      ok: true,
      records: [],
      skipped: {
        sales_channel: '',
        reason: `${kindText || 'Empty'} rows are not read (no Marketdesk entity)`,
      },
    };
  const messages: string[] = [];
  const got = <T>(r: CellResult<T>, fallback: T) => {
    if (r.ok) return r.value;
    messages.push(r.message);
    return fallback;
  };
  const amount = (f: Field) => got(amountOrNull(cell(f), texts[f]?.[0] ?? f), null);
  const date = (f: Field) => (first(f) === null ? null : got(day(cell(f), texts[f]?.[0] ?? f), null));
  const stateOf =
    version === '2019' && entity === 'campaign'
      ? first('campaignState')
      : version === '2019' && entity === 'ad_group'
        ? first('adGroupState')
        : first('state');
  const state = stateOf?.toLowerCase() ?? null;
  const match = first('matchType')?.toLowerCase() ?? null;
  const record: BulkRow = {
    row: row.row,
    // A 2019 keyword row with a negative match type is a negative keyword.
    entity: entity === 'keyword' && match?.startsWith('negative') ? 'negative_keyword' : entity,
    campaignId: first('campaignId'),
    campaignName: first('campaignName'),
    adGroupId: version === '2019' && entity === 'ad_group' ? first('id') : first('adGroupId'),
    adGroupName: first('adGroupName'),
    id: first('id'),
    state: state && ['enabled', 'paused', 'archived'].includes(state) ? state : null,
    budget: amount('budget'),
    bid: entity === 'ad_group' && version === 'current' ? amount('defaultBid') : amount('bid'),
    targetingType: first('targetingType')?.toLowerCase() ?? null,
    startDate: date('startDate'),
    endDate: date('endDate'),
    target: first('target'),
    matchType: match,
    sku: first('sku'),
    asin: first('asin'),
  };
  if (record.campaignName === null && record.campaignId === null) messages.push('The row names no campaign');
  if (entity !== 'campaign' && record.adGroupName === null && record.adGroupId === null)
    messages.push('The row names no ad group');
  if ((entity === 'keyword' || entity === 'product_targeting') && record.target === null)
    messages.push('The row has no keyword text or targeting expression');
  return messages.length > 0 ? { ok: false, messages } : { ok: true, records: [record] };
}
