import type { MarketplaceUserView } from '@marketdesk/contracts';
import { BUSINESS_VIEW_TEXT, businessViewDateBounds } from '@marketdesk/contracts/business-view';
import { Box, Button } from '@mui/material';
import dayjs from 'dayjs';
import { DateRangeFilter } from '../../../shared/filters/DateRangeFilter';
import { QUICK_RANGES_LONG } from '../../../shared/filters/date-ranges';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import type { ReportFilters } from '../../../shared/filters/report-filters';

interface Props {
  draft: ReportFilters;
  onChange(patch: Partial<ReportFilters>): void;
  marketplaces: readonly MarketplaceUserView[];
  onGenerate(): void;
}

/**
 * The business view's filters (spec 02 section 2): one marketplace, the sales period with the quick buttons
 * Last 7, 15 and 30 Days, then Generate Report (which submits the form). Composed of the shared report pickers;
 * the form's state is the shared report filters' (useReportFilters), the marketplace its only marketplace id.
 */
export function BusinessViewFilterForm({ draft, onChange, marketplaces, onGenerate }: Props) {
  // The pickers keep the window within 3 months from either side (spec 02 section 5); Generate checks it again.
  const iso = 'YYYY-MM-DD';
  const bounds = businessViewDateBounds(draft.start.format(iso), draft.end.format(iso), dayjs().format(iso));
  return (
    <Box
      component="form"
      aria-label="Business view filters"
      onSubmit={(e) => {
        e.preventDefault();
        onGenerate();
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: 'minmax(220px, 1fr) 150px 150px auto auto',
        },
      }}
    >
      <MarketplaceSelect
        options={marketplaces}
        value={draft.marketplaceIds[0] ?? null}
        onChange={(id) => onChange({ marketplaceIds: id === null ? [] : [id] })}
      />
      <DateRangeFilter
        start={draft.start}
        end={draft.end}
        onChange={onChange}
        quickRanges={QUICK_RANGES_LONG}
        minDate={dayjs(bounds.startMin)}
        maxDate={dayjs(bounds.endMax)}
        startLabel="Sales Period Start"
        endLabel="Sales Period End"
      />
      <Button variant="contained" type="submit">
        {BUSINESS_VIEW_TEXT.generateReport}
      </Button>
    </Box>
  );
}
