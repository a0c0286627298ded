import {
  AD_STATES,
  ADGROUP_MASTER_COLUMNS,
  ADGROUP_MASTER_REQUIRED,
  type AdgroupMasterColumn,
  FRACTION_FIELDS,
  type FractionField,
  TARGETING_TYPES,
  ADGROUP_MASTER_TEXT as TEXT,
} from '@marketdesk/contracts/adgroup-master';
import { SPREADSHEET_EXTENSIONS } from '@marketdesk/contracts/uploads';
import type { Tx } from '../../db/facts';
import { type Cell, cellAsNumber, cellAsText } from '../../platform/spreadsheets';
import type {
  ColumnTemplate,
  MappedRow,
  RowResult,
  UploadColumn,
  UploadCounts,
  UploadTarget,
} from '../../platform/uploads';

/** One row of an ad-group master file, checked: blanks as null, numbers rounded as the columns store them. */
export interface MasterRecord {
  row: number;
  ad_group_id: string;
  ad_group_name: string;
  brand_name: string | null;
  fk_brand_id: number | null;
  campaign_name: string;
  campaign_id: string;
  state: (typeof AD_STATES)[number];
  budget: number | null;
  currency_code: string | null;
  ad_group_type: string | null;
  targeting_type: (typeof TARGETING_TYPES)[number] | null;
  target_acos: number | null;
  target_ctr: number | null;
  target_conversion: number | null;
  asp: number | null;
  category: string | null;
  subcategory: string | null;
  exact_match_adgroup_name: string | null;
  product_target_adgroup_name: string | null;
}

const ID_MAX = 100;
const TEXT_MAX = 200;
/** numeric(14,2): budget and asp. */
const MONEY_MAX = 1e11;

const TEMPLATES: Record<AdgroupMasterColumn, ColumnTemplate> = {
  ad_group_id: { type: 'text', width: 20, meaning: 'The ad group id of the Amazon Ads account' },
  ad_group_name: { type: 'text', width: 32, meaning: 'The ad group name' },
  brand_name: { type: 'text', width: 20, meaning: "One of the client's brands (optional)" },
  campaign_name: { type: 'text', width: 32, meaning: "The ad group's campaign name" },
  campaign_id: { type: 'text', width: 20, meaning: "The ad group's campaign id" },
  state: {
    type: 'text',
    meaning: 'The ad group state (the campaign takes the most active state of its ad groups)',
    allowed: AD_STATES,
  },
  budget: { type: 'decimal', meaning: "The campaign's daily budget", typeName: 'number ≥ 0' },
  currency_code: {
    type: 'text',
    meaning: "The campaign's currency (blank: the profile marketplace's)",
    typeName: 'three letters',
  },
  ad_group_type: { type: 'text', meaning: 'The ad group type, e.g. keyword, product, auto (optional)' },
  targeting_type: { type: 'text', meaning: "The campaign's targeting type", allowed: TARGETING_TYPES },
  target_acos: {
    type: 'decimal',
    meaning: 'Target ACOS as a fraction: 0.25 = 25 % (the T11 analysis aims at it)',
    typeName: 'fraction 0–1',
  },
  target_ctr: {
    type: 'decimal',
    meaning: 'Target CTR as a fraction: 0.005 = 0.5 %',
    typeName: 'fraction 0–1',
  },
  target_conversion: {
    type: 'decimal',
    meaning: 'Target conversion as a fraction: 0.12 = 12 %',
    typeName: 'fraction 0–1',
  },
  asp: { type: 'decimal', meaning: 'Average selling price', typeName: 'number ≥ 0' },
  category: { type: 'text', meaning: 'Category (optional)' },
  subcategory: { type: 'text', meaning: 'Subcategory (optional)' },
  exact_match_adgroup_name: {
    type: 'text',
    width: 32,
    meaning: 'The exact-match ad group of this one (optional)',
  },
  product_target_adgroup_name: {
    type: 'text',
    width: 32,
    meaning: 'The product-targeting ad group of this one (optional)',
  },
};

/** The file's columns (the template's, in its order): every one in the header, the keys filled on each row. */
export const MASTER_COLUMNS: readonly UploadColumn[] = ADGROUP_MASTER_COLUMNS.map((field) => ({
  field,
  label: field,
  required: true,
  template: TEMPLATES[field],
}));

const text = (c: Cell | undefined) => (c ? cellAsText(c).trim() : '');
const round = (n: number, places: number) => Number(n.toFixed(places));

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = (message: string): Parsed<never> => ({ ok: false, message });

function textOf(col: AdgroupMasterColumn, c: Cell | undefined, max: number): Parsed<string | null> {
  const v = text(c);
  if (v === '')
    return ADGROUP_MASTER_REQUIRED.includes(col) ? fail(TEXT.required(col)) : { ok: true, value: null };
  return v.length > max ? fail(TEXT.tooLong(col, max)) : { ok: true, value: v };
}

function oneOf<T extends string>(
  col: AdgroupMasterColumn,
  c: Cell | undefined,
  allowed: readonly T[],
): Parsed<T | null> {
  const v = text(c).toLowerCase();
  if (v === '')
    return ADGROUP_MASTER_REQUIRED.includes(col) ? fail(TEXT.required(col)) : { ok: true, value: null };
  return (allowed as readonly string[]).includes(v)
    ? { ok: true, value: v as T }
    : fail(TEXT.oneOf(col, allowed));
}

function moneyOf(col: AdgroupMasterColumn, c: Cell | undefined): Parsed<number | null> {
  if (!c || c.type === 'empty' || text(c) === '') return { ok: true, value: null };
  const n = cellAsNumber(c);
  if (n === null || n < 0 || n > MONEY_MAX) return fail(TEXT.number(col));
  return { ok: true, value: round(n, 2) };
}

/**
 * A target as a fraction (stored numeric(8,4)): a number from 0 to 1, or a text with a percent sign ('25%',
 * '12,5 %') divided by 100. A bare number above 1 is refused, never guessed to be a percentage.
 */
export function fractionOf(col: FractionField, c: Cell | undefined): Parsed<number | null> {
  if (!c || c.type === 'empty' || text(c) === '') return { ok: true, value: null };
  let n: number | null;
  if (c.type === 'string' && /%\s*$/.test(c.value.trim())) {
    const p = cellAsNumber({ type: 'string', value: c.value.trim().replace(/\s*%$/, '') });
    n = p === null ? null : p / 100;
  } else n = cellAsNumber(c);
  if (n === null || !Number.isFinite(n) || n < 0 || n > 1) return fail(TEXT.fraction(col));
  return { ok: true, value: round(n, 4) };
}

function currencyOf(c: Cell | undefined): Parsed<string | null> {
  const v = text(c).toUpperCase();
  if (v === '') return { ok: true, value: null };
  return /^[A-Z]{3}$/.test(v) ? { ok: true, value: v } : fail(TEXT.currency);
}

/** The fields a campaign takes from each of its rows; they must agree (state excepted: see campaignState). */
const CAMPAIGN_FIELDS = ['campaign_name', 'budget', 'currency_code', 'targeting_type', 'brand_name'] as const;
/** A brand agrees by the brand it names (names are matched without case), the rest by value. */
const campaignValue = (r: MasterRecord, f: (typeof CAMPAIGN_FIELDS)[number]) =>
  f === 'brand_name' ? r.fk_brand_id : (r[f] ?? null);

/**
 * The row parser of one file: each row's cells checked in column order (every message of the row), then
 * against the rows before it: an ad group id once per file; a campaign's name, budget, currency, targeting type
 * and brand the same on each of its rows. `brands` maps a brand name (trimmed, lower case) to its id: the
 * client's brands within the user's brand limit; `foreign`: the profile's ad groups of brands outside it.
 */
export function masterRowParser(
  brands: ReadonlyMap<string, number>,
  foreign: ReadonlySet<string> = new Set(),
) {
  const groups = new Map<string, number>();
  const campaigns = new Map<string, MasterRecord>();
  return (r: MappedRow): RowResult<MasterRecord> => {
    const messages: string[] = [];
    const take = <T>(p: Parsed<T>): T | undefined => {
      if (p.ok) return p.value;
      messages.push(p.message);
      return undefined;
    };
    const cell = (col: AdgroupMasterColumn) => r.cells[col];
    const adGroupId = take(textOf('ad_group_id', cell('ad_group_id'), ID_MAX));
    const adGroupName = take(textOf('ad_group_name', cell('ad_group_name'), TEXT_MAX));
    const brandName = take(textOf('brand_name', cell('brand_name'), TEXT_MAX));
    const brandId = brandName ? brands.get(brandName.toLowerCase()) : undefined;
    if (brandName && brandId === undefined) messages.push(TEXT.unknownBrand(brandName));
    const campaignName = take(textOf('campaign_name', cell('campaign_name'), TEXT_MAX));
    const campaignId = take(textOf('campaign_id', cell('campaign_id'), ID_MAX));
    const state = take(oneOf('state', cell('state'), AD_STATES));
    const budget = take(moneyOf('budget', cell('budget')));
    const currency = take(currencyOf(cell('currency_code')));
    const adGroupType = take(textOf('ad_group_type', cell('ad_group_type'), TEXT_MAX));
    const targetingType = take(oneOf('targeting_type', cell('targeting_type'), TARGETING_TYPES));
    const fractions = Object.fromEntries(
      FRACTION_FIELDS.map((f) => [f, take(fractionOf(f, cell(f)))]),
    ) as Record<FractionField, number | null | undefined>;
    const asp = take(moneyOf('asp', cell('asp')));
    const category = take(textOf('category', cell('category'), TEXT_MAX));
    const subcategory = take(textOf('subcategory', cell('subcategory'), TEXT_MAX));
    const exact = take(textOf('exact_match_adgroup_name', cell('exact_match_adgroup_name'), TEXT_MAX));
    const product = take(
      textOf('product_target_adgroup_name', cell('product_target_adgroup_name'), TEXT_MAX),
    );
    if (messages.length > 0) return { ok: false, messages };
    const record: MasterRecord = {
      row: r.row,
      ad_group_id: adGroupId!,
      ad_group_name: adGroupName!,
      brand_name: brandName ?? null,
      fk_brand_id: brandId ?? null,
      campaign_name: campaignName!,
      campaign_id: campaignId!,
      state: state!,
      budget: budget ?? null,
      currency_code: currency ?? null,
      ad_group_type: adGroupType ?? null,
      targeting_type: targetingType ?? null,
      target_acos: fractions.target_acos ?? null,
      target_ctr: fractions.target_ctr ?? null,
      target_conversion: fractions.target_conversion ?? null,
      asp: asp ?? null,
      category: category ?? null,
      subcategory: subcategory ?? null,
      exact_match_adgroup_name: exact ?? null,
      product_target_adgroup_name: product ?? null,
    };
    if (foreign.has(record.ad_group_id))
      return { ok: false, messages: [TEXT.foreignAdGroup(record.ad_group_id)] };
    const seen = groups.get(record.ad_group_id);
    if (seen !== undefined) return { ok: false, messages: [TEXT.repeatedAdGroup(record.ad_group_id, seen)] };
    groups.set(record.ad_group_id, r.row);
    const first = campaigns.get(record.campaign_id);
    if (first) {
      const differs = CAMPAIGN_FIELDS.find((f) => campaignValue(first, f) !== campaignValue(record, f));
      if (differs)
        return { ok: false, messages: [TEXT.campaignDiffers(record.campaign_id, differs, first.row)] };
    } else campaigns.set(record.campaign_id, record);
    return { ok: true, records: [record] };
  };
}

const STATE_RANK: Record<MasterRecord['state'], number> = { enabled: 0, paused: 1, archived: 2 };

/** A campaign's state from its ad groups' rows: the most active one (enabled, then paused, then archived). */
export function campaignState(rows: readonly Pick<MasterRecord, 'state'>[]): MasterRecord['state'] {
  return rows.reduce<MasterRecord['state']>(
    (best, r) => (STATE_RANK[r.state] < STATE_RANK[best] ? r.state : best),
    'archived',
  );
}

/**
 * The ad-group master file as an upload target of the shared pipeline: the same layout and row rules when the
 * file is uploaded (write: its T16 ticket) and when its T16 row is accepted (write: the campaigns and ad
 * groups).
 */
export function masterTarget(o: {
  key: string;
  brands: ReadonlyMap<string, number>;
  foreign: ReadonlySet<string>;
  write: (tx: Tx, records: MasterRecord[], meta: { fileId: number }) => Promise<UploadCounts>;
}): UploadTarget<MasterRecord> {
  return {
    key: o.key,
    extensions: SPREADSHEET_EXTENSIONS,
    layouts: [
      {
        name: 'template',
        columns: MASTER_COLUMNS,
        unknownColumns: 'refuse',
        prepare: () => masterRowParser(o.brands, o.foreign),
      },
    ],
    write: o.write,
  };
}
