import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import { SPREADSHEET_EXTENSIONS, uploadExtensions } from '@marketdesk/contracts/uploads';
import type { SkuBrandLimit } from '../../../platform/sku-scope';

export interface MarketplaceInfo {
  pk_mp_id: number;
  name: string;
  short_code: string;
  currency_code: string;
  /** Tells an AZ marketplace's domain (the sales channel of Amazon's reports); absent where not loaded. */
  country_code?: string;
  /** The client has a store there: among marketplaces of one domain, the one a report's line belongs to. */
  has_store?: boolean;
}

/** What a Data Vault target writes into: the client, and the marketplace with its family (none for SKU). */
export interface TargetContext {
  clientId: number;
  mp: MarketplaceInfo | null;
  family: MarketplaceFamily | null;
  /** The day uploads without a date of their own are dated (returns); UTC. */
  today: string;
  /**
   * The uploader's SKU scope (platform/sku-scope), for the SKU target: its brand limit and the codes of the
   * client's SKUs outside it, which are row errors. Absent: every SKU (imports the system makes itself).
   */
  skus?: { limit: SkuBrandLimit; hidden: ReadonlySet<string> };
  /**
   * The AZ marketplaces the uploader may write into (the chosen one among them), for Amazon reports that hold
   * several marketplaces: each line goes to the one of its sales channel. Absent (the system's imports of one
   * marketplace's report): every line goes to the chosen marketplace, `Non-Amazon` ones excepted.
   */
  amazonMarketplaces?: readonly MarketplaceInfo[];
}

export const spreadsheetOnly: readonly string[] = SPREADSHEET_EXTENSIONS;

/** The extensions a Data Vault upload of this marketplace takes (AZ: Amazon's flat files too, see contracts). */
export const extensionsOf = (dataType: string, ctx: TargetContext): readonly string[] =>
  uploadExtensions(dataType, ctx.family?.prefix ?? null);

/** The marketplace of a target that needs one (the service resolved it before building the target). */
export function marketplaceOf(ctx: TargetContext): MarketplaceInfo & { family: MarketplaceFamily } {
  if (!ctx.mp || !ctx.family) throw new Error('This data type needs a marketplace');
  return { ...ctx.mp, family: ctx.family };
}
