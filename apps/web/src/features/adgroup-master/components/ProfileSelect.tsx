import { type AdGroupMasterProfile, profileLabel } from '@marketdesk/contracts/adgroup-master';
import { Autocomplete, TextField } from '@mui/material';

interface Props {
  options: readonly AdGroupMasterProfile[];
  value: string | null;
  onChange(profileId: string | null): void;
  disabled?: boolean;
  loading?: boolean;
}

/** The Profile ID picker: the marketplace's profiles grouped by seller, each 'profile id — seller type'. */
export function ProfileSelect({ options, value, onChange, disabled, loading }: Props) {
  const sorted = [...options].sort(
    (a, b) => a.seller_name.localeCompare(b.seller_name) || a.profile_id.localeCompare(b.profile_id),
  );
  return (
    <Autocomplete<AdGroupMasterProfile, false>
      size="small"
      sx={{ minWidth: 280 }}
      options={sorted}
      groupBy={(p) => p.seller_name}
      value={sorted.find((p) => p.profile_id === value) ?? null}
      getOptionLabel={profileLabel}
      isOptionEqualToValue={(a, b) => a.profile_id === b.profile_id}
      onChange={(_e, p) => onChange(p?.profile_id ?? null)}
      disabled={disabled}
      loading={loading}
      renderInput={(params) => <TextField {...params} label="Profile ID" />}
    />
  );
}
