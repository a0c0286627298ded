import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A value under its small caption (a variant's facts, an error's details); text is shown as body text. */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {typeof children === 'string' ? <Typography variant="body2">{children}</Typography> : children}
    </Box>
  );
}
