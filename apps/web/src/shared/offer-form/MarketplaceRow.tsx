import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { MarketplaceSelect } from '../filters/MarketplacePicker';
import type { MarketplaceOption } from '../filters/options';

interface Props {
  options: readonly MarketplaceOption[];
  value: number | null;
  onChange(id: number | null): void;
  /** The form's own first field beside the marketplace (SKU code, search term). */
  children: ReactNode;
}

/** A comparison form's first row: the marketplace, then the field that names what is compared. */
export function MarketplaceRow({ options, value, onChange, children }: Props) {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      <Box sx={{ minWidth: 260 }}>
        <MarketplaceSelect options={options} value={value} onChange={onChange} />
      </Box>
      {children}
    </Stack>
  );
}
