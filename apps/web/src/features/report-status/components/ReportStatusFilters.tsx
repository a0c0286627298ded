import type { ReportProfile } from '@marketdesk/contracts/report-status';
import { REPORT_STATUS_TEXT } from '@marketdesk/contracts/report-status';
import { Alert, Autocomplete, Box, Button, TextField } from '@mui/material';
import type { Dayjs } from 'dayjs';
import { failureSeverity, failureText } from '../../../shared/feedback/failure-text';
import { DateRangeFilter } from '../../../shared/filters/DateRangeFilter';
import type { DateRange } from '../../../shared/filters/date-ranges';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import type { MarketplaceOption } from '../../../shared/filters/options';
import { useReportProfiles, useReportTypes } from '../api/report-status';

export interface ReportStatusDraft {
  start: Dayjs;
  end: Dayjs;
  mpId: number | null;
  profileId: string | null;
  reportTypes: string[];
}

const profileLabel = (p: ReportProfile) => `${p.profile_id} — ${p.seller_type}`;

/**
 * The filter bar: date range (default the last 7 days), Marketplace (the user's Amazon marketplaces, with
 * flag), Profile (enabled once a marketplace is chosen, grouped by seller), report types (several), Get Status.
 */
export function ReportStatusFilters({
  draft,
  marketplaces,
  onChange,
  onGetStatus,
  forbidden,
}: {
  draft: ReportStatusDraft;
  marketplaces: readonly MarketplaceOption[];
  onChange(patch: Partial<ReportStatusDraft>): void;
  onGetStatus(): void;
  forbidden: string;
}) {
  const types = useReportTypes();
  const profiles = useReportProfiles(draft.mpId);
  const typeOptions = types.data?.report_types ?? [];
  const profileOptions = [...(profiles.data?.profiles ?? [])].sort(
    (a, b) => a.seller_name.localeCompare(b.seller_name) || a.profile_id.localeCompare(b.profile_id),
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <DateRangeFilter
          start={draft.start}
          end={draft.end}
          onChange={(r: DateRange) => onChange({ start: r.start, end: r.end })}
        />
        <MarketplaceSelect
          options={marketplaces}
          value={draft.mpId}
          onChange={(mpId) => onChange({ mpId, profileId: null })}
        />
        <Autocomplete<ReportProfile, false>
          size="small"
          options={profileOptions}
          groupBy={(p) => p.seller_name}
          getOptionLabel={profileLabel}
          isOptionEqualToValue={(a, b) => a.profile_id === b.profile_id}
          value={profileOptions.find((p) => p.profile_id === draft.profileId) ?? null}
          onChange={(_e, p) => onChange({ profileId: p?.profile_id ?? null })}
          disabled={draft.mpId === null}
          loading={profiles.isFetching}
          renderInput={(params) => <TextField {...params} label="Profile" />}
        />
        <Autocomplete
          multiple
          size="small"
          limitTags={2}
          options={typeOptions}
          getOptionLabel={(t) => t.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={typeOptions.filter((t) => draft.reportTypes.includes(t.id))}
          onChange={(_e, v) => onChange({ reportTypes: v.map((t) => t.id) })}
          disabled={!types.data}
          sx={{ gridColumn: { md: 'span 2' } }}
          renderInput={(params) => <TextField {...params} label="Report Types" />}
        />
        <Box>
          <Button variant="contained" onClick={onGetStatus}>
            {REPORT_STATUS_TEXT.getStatus}
          </Button>
        </Box>
      </Box>
      {types.isError && (
        <Alert severity={failureSeverity(types.error)} data-testid="report-types-error">
          {failureText(types.error, { fallback: REPORT_STATUS_TEXT.typesFailed, forbidden })}
        </Alert>
      )}
    </Box>
  );
}
