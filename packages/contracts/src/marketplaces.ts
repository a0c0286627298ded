import { z } from 'zod';
import { idParam, name, requiredText, text } from './primitives';

/** Texts of spec 02 section 5 "Marketplace" and section 8 "Administration". */
export const MARKETPLACE_MESSAGES = {
  nameRequired: 'Name is required',
  codeMin: 'Atleast 2 letter code is required',
  codeChars: 'Only uppercase letters and underscores are allowed',
  websiteRequired: 'Website URL is required',
  invalidUrl: 'Please enter a valid URL',
  country: 'Country code must be exactly 2 characters',
  currency: 'Currency code must be exactly 3 characters',
  languageRequired: 'Language code is required',
  timezoneRequired: 'Timezone is required',
  vatRequired: 'VAT rate is required',
  vatRange: 'Number should be between 0 and 1',
  codeLocked: 'The short code cannot be changed',
  loadFailed: 'Failed to load marketplaces',
  createFailed: 'Failed to create marketplace',
  updateFailed: 'Failed to update marketplace',
  created: 'Marketplace created successfully',
  updated: 'Marketplace updated successfully',
  forbidden: "You don't have permission to manage marketplaces",
} as const;

export const DEFAULT_VAT_RATE = 0.18;
/** Short codes and brand codes: uppercase letters and underscores. */
export const CODE_PATTERN = /^[A-Z_]+$/;

const M = MARKETPLACE_MESSAGES;

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** At least 2 characters, then only A-Z and underscores (the first failing rule is the one shown). */
export const shortCodeField = z
  .string({ error: M.codeMin })
  .trim()
  .min(2, { error: M.codeMin, abort: true })
  .max(40)
  .regex(CODE_PATTERN, M.codeChars);

const required = (message: string, max = 200) => requiredText(message, max);

/** Secrets are write-only: an omitted or empty value keeps the stored one. */
const secret = text(4000).optional();

/** The fields a super admin edits (spec 02 section 3 "Marketplace (admin)"), short_code apart. */
const editable = z.object({
  name: required(M.nameRequired),
  website_url: required(M.websiteRequired, 500).refine(isHttpUrl, M.invalidUrl),
  country_code: z.string({ error: M.country }).trim().length(2, M.country),
  currency_code: z.string({ error: M.currency }).trim().length(3, M.currency),
  language_code: required(M.languageRequired, 20),
  timezone: required(M.timezoneRequired, 64),
  vat_rate: z
    .number({ error: M.vatRequired })
    .min(0, M.vatRange)
    .max(1, M.vatRange)
    .default(DEFAULT_VAT_RATE),
  endpoint_baseurl: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || isHttpUrl(v), M.invalidUrl)
    .nullable()
    .optional(),
  has_db_models: z.boolean().default(true),
  developer_id: secret,
  developer_secret: secret,
  extras1: secret,
  extras2: secret,
});

/** POST /marketplaces */
export const marketplaceCreate = editable.extend({ short_code: shortCodeField });
export type MarketplaceCreate = z.input<typeof marketplaceCreate>;

/** PUT /marketplaces?mp_id=: short_code is locked; sending it is allowed only unchanged. */
export const marketplaceUpdate = editable.extend({ short_code: name(40).optional() });
export type MarketplaceUpdate = z.input<typeof marketplaceUpdate>;

export const mpIdQuery = z.object({ mp_id: idParam() });

/** Masked secrets: '****' and the last 4 characters, or null when none is stored. */
export const marketplaceSecrets = z.object({
  developer_id: z.string().nullable(),
  developer_secret: z.string().nullable(),
  extras1: z.string().nullable(),
  extras2: z.string().nullable(),
});
export type MarketplaceSecrets = z.infer<typeof marketplaceSecrets>;

/** GET /marketplaces/admin/all: every field, secrets masked. */
export const marketplaceAdmin = z
  .object({
    pk_mp_id: z.number().int(),
    name: z.string(),
    short_code: z.string(),
    website_url: z.string(),
    country_code: z.string(),
    currency_code: z.string(),
    language_code: z.string(),
    timezone: z.string(),
    vat_rate: z.number(),
    endpoint_baseurl: z.string().nullable(),
    has_db_models: z.boolean(),
  })
  .extend(marketplaceSecrets.shape);
export type MarketplaceAdmin = z.infer<typeof marketplaceAdmin>;
export const marketplaceAdminList = z.array(marketplaceAdmin);

/** GET /marketplaces: the user view (spec 01 section 3 plus website_url). */
export const marketplaceUserView = z.object({
  pk_mp_id: z.number().int(),
  name: z.string(),
  short_code: z.string(),
  country_code: z.string(),
  currency_code: z.string(),
  website_url: z.string(),
});
export type MarketplaceUserView = z.infer<typeof marketplaceUserView>;
export const marketplaceUserList = z.array(marketplaceUserView);

export const MARKETPLACE_SECRET_FIELDS = ['developer_id', 'developer_secret', 'extras1', 'extras2'] as const;
export type MarketplaceSecretField = (typeof MARKETPLACE_SECRET_FIELDS)[number];
