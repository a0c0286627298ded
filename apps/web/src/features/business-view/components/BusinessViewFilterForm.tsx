import type { MarketplaceUserView } from '@marketdesk/contracts';
import { BUSINESS_VIEW_TEXT, businessViewDateBounds } from '@marketdesk/contracts/business-view';
import dayjs from 'dayjs';
import { QUICK_RANGES_LONG } from '../../../shared/filters/date-ranges';
import { MarketplaceRangeForm } from '../../../shared/filters/MarketplaceRangeForm';
import type { ReportFilters } from '../../../shared/filters/report-filters';

interface Props {
  draft: ReportFilters;
  onChange(patch: Partial<ReportFilters>): void;
  marketplaces: readonly MarketplaceUserView[];
  onGenerate(): void;
}

/**
 * The business view's filters (spec 02 section 2): one marketplace, the sales period with the quick buttons
 * Last 7, 15 and 30 Days, then Generate Report (which submits the form). The shared one-marketplace report form;
 * the form's state is the shared report filters' (useReportFilters), the marketplace its only marketplace id.
 */
export function BusinessViewFilterForm({ draft, onChange, marketplaces, onGenerate }: Props) {
  // The pickers keep the window within 3 months from either side (spec 02 section 5); Generate checks it again.
  const iso = 'YYYY-MM-DD';
  const bounds = businessViewDateBounds(draft.start.format(iso), draft.end.format(iso), dayjs().format(iso));
  return (
    <MarketplaceRangeForm
      label="Business view filters"
      marketplaces={marketplaces}
      marketplaceId={draft.marketplaceIds[0] ?? null}
      onMarketplace={(id) => onChange({ marketplaceIds: id === null ? [] : [id] })}
      start={draft.start}
      end={draft.end}
      onRange={onChange}
      quickRanges={QUICK_RANGES_LONG}
      minDate={dayjs(bounds.startMin)}
      maxDate={dayjs(bounds.endMax)}
      startLabel="Sales Period Start"
      endLabel="Sales Period End"
      submitLabel={BUSINESS_VIEW_TEXT.generateReport}
      onSubmit={onGenerate}
    />
  );
}
