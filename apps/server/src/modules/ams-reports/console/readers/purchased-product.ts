import { text } from '../cells';
import { adGroupOf, type KindReader } from '../report-row';

/** Purchased product report: the advertised product and the other product bought after its click. */
export const readPurchasedProduct: KindReader = (cells, layout) => {
  const group = adGroupOf(cells, layout);
  if ('error' in group) return group;
  return {
    ...group,
    sku: text(cells('sku')),
    asin: text(cells('asin')),
    purchasedAsin: text(cells('purchased_asin')),
  };
};
