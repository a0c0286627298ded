import type { ReportProfile } from '@marketdesk/contracts/report-status';
import { Autocomplete, TextField } from '@mui/material';
import { useReportProfiles } from '../api/get-profiles';
import { useReportTypes } from '../api/get-report-types';

const profileLabel = (p: ReportProfile) => `${p.profile_id} — ${p.seller_type}`;
const FIELD = { minWidth: 220, flex: '1 1 220px' };

/** Profile: the marketplace's advertising profiles grouped by seller, enabled once a marketplace is chosen. */
export function ProfilePicker({
  mpId,
  value,
  onChange,
}: {
  mpId: number | null;
  value: string | null;
  onChange(profileId: string | null): void;
}) {
  const profiles = useReportProfiles(mpId);
  const options = [...(profiles.data?.profiles ?? [])].sort(
    (a, b) => a.seller_name.localeCompare(b.seller_name) || a.profile_id.localeCompare(b.profile_id),
  );
  return (
    <Autocomplete<ReportProfile, false>
      size="small"
      options={options}
      groupBy={(p) => p.seller_name}
      getOptionLabel={profileLabel}
      isOptionEqualToValue={(a, b) => a.profile_id === b.profile_id}
      value={options.find((p) => p.profile_id === value) ?? null}
      onChange={(_e, p) => onChange(p?.profile_id ?? null)}
      disabled={mpId === null}
      loading={profiles.isFetching}
      sx={FIELD}
      renderInput={(params) => <TextField {...params} label="Profile" />}
    />
  );
}

/** Report Types: several of the Ads API report types (GET /reports/types). */
export function ReportTypesPicker({ value, onChange }: { value: string[]; onChange(ids: string[]): void }) {
  const types = useReportTypes();
  const options = types.data?.report_types ?? [];
  return (
    <Autocomplete
      multiple
      size="small"
      limitTags={2}
      options={options}
      getOptionLabel={(t) => t.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={options.filter((t) => value.includes(t.id))}
      onChange={(_e, v) => onChange(v.map((t) => t.id))}
      disabled={!types.data}
      sx={{ ...FIELD, minWidth: 320 }}
      renderInput={(params) => <TextField {...params} label="Report Types" />}
    />
  );
}
