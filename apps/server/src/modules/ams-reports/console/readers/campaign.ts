import { amountOrNull, text } from '../cells';
import type { KindReader } from '../report-row';

/** Campaign report: the campaign with its status, budget and targeting type as the file states them. */
export const readCampaign: KindReader = (cells, layout) => {
  const budget = amountOrNull(cells('budget'), layout.columns.budget ?? 'Budget');
  if (!budget.ok) return { error: budget.message };
  const status = text(cells('status'))?.toLowerCase() ?? null;
  const targeting = text(cells('targeting_type'))?.toLowerCase() ?? null;
  return {
    campaignState: status && ['enabled', 'paused', 'archived'].includes(status) ? status : null,
    budget: budget.value === null ? null : Number(budget.value),
    targetingType: targeting?.startsWith('auto') ? 'auto' : targeting?.startsWith('manual') ? 'manual' : null,
  };
};
