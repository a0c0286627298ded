/** Query key of the user's search-term history (spec 02 section 7, SKU and search-term comparison). */
export const historyKey = ['search-term-comparison', 'history'] as const;
