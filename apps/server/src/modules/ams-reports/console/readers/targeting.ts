import { text } from '../cells';
import { adGroupOf, type KindReader } from '../report-row';

/** Targeting report: campaign, ad group and the target (keyword, product or auto target with its match type). */
export const readTargeting: KindReader = (cells, layout) => {
  const group = adGroupOf(cells, layout);
  if ('error' in group) return group;
  const targeting = text(cells('targeting'));
  if (targeting === null) return { error: `${layout.columns.targeting} is empty` };
  return { ...group, targeting, matchType: text(cells('match_type')) };
};
