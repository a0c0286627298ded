import { Card, CardContent, Typography } from '@mui/material';

interface Props {
  title: string;
  value: string;
  /** The test id of the value, where tests read it by id. */
  valueTestId?: string;
}

/** One figure in an outlined card: its title above, the value large below (a section labelled with the title). */
export function StatCard({ title, value, valueTestId }: Props) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ flex: 1, minWidth: 180 }}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid={valueTestId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}
