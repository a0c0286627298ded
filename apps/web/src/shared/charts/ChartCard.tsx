import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The height of a chart in a ChartCard. */
export const CHART_HEIGHT = 280;

/** A chart in its outlined card, named by its title (a section labelled with it, the title as heading). */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ flex: 1, minWidth: 320 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
