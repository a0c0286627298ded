import type { ReportKind } from '../detect';
import type { KindReader } from '../report-row';
import { readAdvertisedProduct } from './advertised-product';
import { readCampaign } from './campaign';
import { readPlacement } from './placement';
import { readPurchasedProduct } from './purchased-product';
import { readSearchTerm } from './search-term';
import { readTargeting } from './targeting';

/** The reader of each report kind. */
export const READERS: Record<ReportKind, KindReader> = {
  search_term: readSearchTerm,
  targeting: readTargeting,
  advertised_product: readAdvertisedProduct,
  campaign: readCampaign,
  placement: readPlacement,
  purchased_product: readPurchasedProduct,
};
