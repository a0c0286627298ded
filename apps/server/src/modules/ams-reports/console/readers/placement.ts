import { text } from '../cells';
import type { KindReader } from '../report-row';

/** Placement report: the campaign's figures on one placement (Top of Search, Product pages, Rest of search). */
export const readPlacement: KindReader = (cells, layout) => {
  const placement = text(cells('placement'));
  if (placement === null) return { error: `${layout.columns.placement} is empty` };
  return { placement };
};
