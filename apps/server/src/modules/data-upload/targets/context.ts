import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import { SPREADSHEET_EXTENSIONS } from '@marketdesk/contracts/uploads';
import type { SkuBrandLimit } from '../../../platform/sku-scope';

export interface MarketplaceInfo {
  pk_mp_id: number;
  name: string;
  short_code: string;
  currency_code: string;
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
}

export const spreadsheetOnly: readonly string[] = SPREADSHEET_EXTENSIONS;

/** The marketplace of a target that needs one (the service resolved it before building the target). */
export function marketplaceOf(ctx: TargetContext): MarketplaceInfo & { family: MarketplaceFamily } {
  if (!ctx.mp || !ctx.family) throw new Error('This data type needs a marketplace');
  return { ...ctx.mp, family: ctx.family };
}
