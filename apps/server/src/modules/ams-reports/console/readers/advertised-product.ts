import { text } from '../cells';
import { adGroupOf, type KindReader } from '../report-row';

/** Advertised product report: campaign, ad group and the product (SKU and ASIN; India's file has no SKU). */
export const readAdvertisedProduct: KindReader = (cells, layout) => {
  const group = adGroupOf(cells, layout);
  if ('error' in group) return group;
  const sku = text(cells('sku'));
  const asin = text(cells('asin'));
  if (sku === null && asin === null) return { error: 'Advertised SKU and Advertised ASIN are both empty' };
  return { ...group, sku, asin };
};
