import { COUNTRY_OPTIONS, countryDefaults } from '@marketdesk/contracts/countries';
import { MenuItem, TextField } from '@mui/material';

interface Props {
  countryCode: string;
  onChoose(values: {
    country_code: string;
    timezone?: string;
    currency_code?: string;
    language_code?: string;
  }): void;
}

/**
 * Choosing a country fills in its code, its first time zone, its currency and its language
 * (spec 02 section 5), from the maintained country-data packages behind contracts/countries.
 */
export function CountryDefaultsSelect({ countryCode, onChoose }: Props) {
  const known = COUNTRY_OPTIONS.some((c) => c.code === countryCode);
  return (
    <TextField
      select
      label="Country"
      value={known ? countryCode : ''}
      helperText="Fills in the country code, time zone, currency and language"
      onChange={(e) => {
        const code = e.target.value;
        const d = countryDefaults(code);
        onChoose({
          country_code: code,
          timezone: d?.timezone ?? undefined,
          currency_code: d?.currency_code ?? undefined,
          language_code: d?.language_code ?? undefined,
        });
      }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {COUNTRY_OPTIONS.map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {c.name} ({c.code})
        </MenuItem>
      ))}
    </TextField>
  );
}
