import { DATA_TYPE_LABELS, type DataType } from '@marketdesk/contracts/data-vault';
import type { MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import { templateOf } from '../../platform/uploads';
import { templateLayout } from './targets/layout';

/** '{marketplace name} {data type} Template.xlsx', or without the marketplace (spec 02 section 7). */
export const templateFileName = (dataType: DataType, marketplaceName: string | null) =>
  `${marketplaceName ? `${marketplaceName} ` : ''}${DATA_TYPE_LABELS[dataType]} Template.xlsx`;

/**
 * The upload template of a data type (platform/uploads templateOf): the columns of its template layout, the one
 * every upload target of the data type reads first (vault/columns uploadColumns), and a sheet explaining each.
 */
export function buildTemplate(dataType: DataType, family: MarketplaceFamily | null): Promise<Buffer> {
  return templateOf(
    templateLayout(dataType, family, (values) => values),
    { sheet: DATA_TYPE_LABELS[dataType] },
  );
}
