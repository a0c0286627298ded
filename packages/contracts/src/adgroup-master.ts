import { z } from 'zod';
import { pageParam } from './paging';
import { idParam, name } from './primitives';

/**
 * AdGroup Master (spec 03 sections 2, 3, 5, 7, 8, 9; issue 21 item 4): an advertising profile's ad groups with
 * their campaign, brand and targets, uploaded as a file that waits in a T16 ticket for approval.
 */

/** The T16 item's data type and the approval target's name. */
export const ADGROUP_MASTER_DATA_TYPE = 'adgroup_master';

/** The grid's page sizes (spec 03 section 9): 25, 50, 100, 200, 500, default 50. */
export const ADGROUP_MASTER_PAGE_SIZES = [25, 50, 100, 200, 500] as const;
export const ADGROUP_MASTER_DEFAULT_PAGE_SIZE = 50;

/** Ad states a file may name (Amazon Ads: enabled, paused, archived). */
export const AD_STATES = ['enabled', 'paused', 'archived'] as const;
/** Campaign targeting types. */
export const TARGETING_TYPES = ['manual', 'auto'] as const;

/** The marketplaces the screen offers: those whose short code starts with AZ (spec 03 section 2). */
export const ADGROUP_MASTER_FAMILY = 'AZ';

/**
 * The fields stored as fractions (0 to 1) and shown as percentages (spec 03 section 9). The file carries
 * fractions (0.25 = 25 %); a text cell written with a percent sign ('25%') is read as 25 % as well, as it cannot
 * mean anything else. A bare number above 1 is refused: 25 could be a typo for 0.25 or mean 25 %.
 */
export const FRACTION_FIELDS = ['target_acos', 'target_ctr', 'target_conversion'] as const;
export type FractionField = (typeof FRACTION_FIELDS)[number];

/**
 * The file's columns, in the template's order: the ad group master row of spec 03 section 3 without
 * pk_ad_group (the row id) and fk_profile_id (the profile chosen on the screen).
 */
export const ADGROUP_MASTER_COLUMNS = [
  'ad_group_id',
  'ad_group_name',
  'brand_name',
  'campaign_name',
  'campaign_id',
  'state',
  'budget',
  'currency_code',
  'ad_group_type',
  'targeting_type',
  'target_acos',
  'target_ctr',
  'target_conversion',
  'asp',
  'category',
  'subcategory',
  'exact_match_adgroup_name',
  'product_target_adgroup_name',
] as const;
export type AdgroupMasterColumn = (typeof ADGROUP_MASTER_COLUMNS)[number];

/** Columns a row must fill. */
export const ADGROUP_MASTER_REQUIRED: readonly AdgroupMasterColumn[] = [
  'ad_group_id',
  'ad_group_name',
  'campaign_id',
  'campaign_name',
  'state',
];

/** The texts of the screen (spec 03 sections 5 and 8) and of the server's row checks. */
export const ADGROUP_MASTER_TEXT = {
  title: 'AdGroup Master',
  gridTitle: 'AdGroups',
  selectMarketplaceProfile: 'Please select marketplace and profile id',
  /** Spec 03 section 8: "otherwise 'Operation failed'". */
  operationFailed: 'Operation failed',
  templateDownloaded: 'Template downloaded',
  raised: (id: number) => `Ticket #${id} created and sent for approval`,
  templateFileName: 'AdGroup_Master_Template.xlsx',
  empty: 'No ad groups found for this profile.',
  loadFailed: 'Failed to load ad groups',
  noProfiles: 'No advertising profiles of yours on this marketplace.',
  profileNotFound: 'Profile not found',
  required: (col: string) => `${col} is required.`,
  oneOf: (col: string, allowed: readonly string[]) => `${col} must be one of ${allowed.join(', ')}.`,
  number: (col: string) => `${col} must be a number of 0 or more.`,
  fraction: (col: string) =>
    `${col} must be a fraction from 0 to 1 (0.25 for 25%), or a percentage written with its sign ('25%').`,
  tooLong: (col: string, max: number) => `${col} must be at most ${max} characters.`,
  currency: 'currency_code must be a three-letter code such as USD.',
  unknownBrand: (brand: string) => `brand_name '${brand}' is not one of the client's brands.`,
  foreignAdGroup: (id: string) => `ad_group_id ${id} belongs to a brand that is not yours.`,
  repeatedAdGroup: (id: string, row: number) => `ad_group_id ${id} is already on row ${row}.`,
  campaignDiffers: (id: string, col: string, row: number) =>
    `campaign ${id} has another ${col} on row ${row}: a campaign's fields must be the same on each of its rows.`,
  accepted: (groups: number, campaigns: number) =>
    `AdGroup master accepted: ${groups} ad group(s) of ${campaigns} campaign(s) written.`,
  rejected: 'AdGroup master rejected: nothing written.',
  profileGone: 'The profile of this upload no longer exists.',
} as const;

/** A fraction as the screen shows it: × 100 with up to two decimals and a percent sign; blank stays blank. */
export function fractionAsPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${Number((value * 100).toFixed(2))}%`;
}

/** One row of the master (spec 03 section 3, "Ad group master row"). Numbers as numbers, blanks as null. */
export const adGroupMasterRow = z.object({
  pk_ad_group: z.number().int(),
  ad_group_id: z.string(),
  ad_group_name: z.string(),
  brand_name: z.string().nullable(),
  campaign_name: z.string(),
  campaign_id: z.string(),
  state: z.string(),
  budget: z.number().nullable(),
  currency_code: z.string(),
  ad_group_type: z.string().nullable(),
  targeting_type: z.string().nullable(),
  target_acos: z.number().nullable(),
  target_ctr: z.number().nullable(),
  target_conversion: z.number().nullable(),
  asp: z.number().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  exact_match_adgroup_name: z.string().nullable(),
  product_target_adgroup_name: z.string().nullable(),
  fk_profile_id: z.string(),
});
export type AdGroupMasterRow = z.infer<typeof adGroupMasterRow>;

const profileId = name(100).pipe(z.string().min(1, ADGROUP_MASTER_TEXT.selectMarketplaceProfile));

/** GET /marketing/adgroupmaster/list: page from 1, limit one of the page sizes; search filters the rows. */
export const adGroupMasterListQuery = z.object({
  page: pageParam(Math.max(...ADGROUP_MASTER_PAGE_SIZES)).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (ADGROUP_MASTER_PAGE_SIZES as readonly number[]).includes(n), {
      message: `limit must be one of ${ADGROUP_MASTER_PAGE_SIZES.join(', ')}`,
    })
    .default(ADGROUP_MASTER_DEFAULT_PAGE_SIZE),
  profile_id: profileId,
  mp_id: idParam(),
  /** The grid's quick filter: ids, names, brand, category, state (contains, case-insensitive). */
  search: name(200).optional(),
});
export type AdGroupMasterListQuery = z.input<typeof adGroupMasterListQuery>;

export const adGroupMasterListAnswer = z.object({
  items: z.array(adGroupMasterRow),
  total: z.number().int(),
});
export type AdGroupMasterListAnswer = z.infer<typeof adGroupMasterListAnswer>;

/** GET /marketing/adgroupmaster/profiles?mp_id=: the advertising profiles the user may pick on a marketplace. */
export const adGroupMasterProfilesQuery = z.object({ mp_id: idParam() });
export const adGroupMasterProfile = z.object({
  profile_id: z.string(),
  seller_name: z.string(),
  seller_type: z.string(),
  fk_mp_id: z.number().int(),
});
export type AdGroupMasterProfile = z.infer<typeof adGroupMasterProfile>;
export const adGroupMasterProfilesAnswer = z.array(adGroupMasterProfile);

/** The picker's label of a profile (spec 03 section 2: 'profile id — seller type'). */
export const profileLabel = (p: Pick<AdGroupMasterProfile, 'profile_id' | 'seller_type'>) =>
  `${p.profile_id} — ${p.seller_type}`;

/** POST /marketing/adgroupmaster/upload: the form's field beside the file. */
export const adGroupMasterUploadFields = z.object({ profile_id: profileId });
export const adGroupMasterUploadAnswer = z.object({ ticket_id: z.number().int(), detail: z.string() });
export type AdGroupMasterUploadAnswer = z.infer<typeof adGroupMasterUploadAnswer>;
