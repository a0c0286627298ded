import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A list of labelled figures (a description list), two columns wide on larger screens. */
export function Facts({ items, label }: { items: [string, ReactNode][]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, auto 1fr)' },
        gap: 1,
        m: 0,
      }}
    >
      {items.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
            {v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
