import type { ServerModule } from '../../platform/module';
import { writeDemoCatalogue } from './demo-catalogue';

/**
 * Catalogue and competition data (issue 19 item 1): listing content with its versions, daily catalogue
 * snapshots (IDQ, reviews, ranks) and Buy Box snapshots. Other modules (the focused-SKU analysis, its tickets,
 * the Listing Tracker) use it through what this file exports; it has no routes of its own.
 */
export {
  type BuyBoxSnapshotRow,
  type BuyBoxWinRow,
  type CatalogueRepository,
  type CatalogueSnapshotRow,
  type ContentRow,
  catalogueRepository,
  type ProductScope,
} from './catalogue.repository';
export {
  type CatalogueService,
  type ContentInput,
  catalogueService,
  type ProductCatalogue,
} from './catalogue.service';

/** The catalogue module: no routes; its demo part is the content and 60 days of snapshots of every product. */
export const catalogue: ServerModule = {
  name: 'catalogue',
  demo: { write: writeDemoCatalogue, history: true },
};
