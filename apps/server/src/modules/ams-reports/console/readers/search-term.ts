import { text } from '../cells';
import { adGroupOf, type KindReader } from '../report-row';

/** Search term report: campaign, ad group, the target (Targeting + Match Type) and the customer's search term. */
export const readSearchTerm: KindReader = (cells, layout) => {
  const group = adGroupOf(cells, layout);
  if ('error' in group) return group;
  const searchTerm = text(cells('search_term'));
  if (searchTerm === null) return { error: `${layout.columns.search_term} is empty` };
  return {
    ...group,
    targeting: text(cells('targeting')) ?? '*',
    matchType: text(cells('match_type')),
    searchTerm,
  };
};
