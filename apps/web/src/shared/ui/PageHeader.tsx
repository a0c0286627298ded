import { Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface Props {
  /** The breadcrumb back: its text and address; none on a screen without one. */
  back?: { label: string; to: string };
  title: string;
  /** Shown at the right of the title (a form's View History link). */
  action?: ReactNode;
}

/** A breadcrumb back (when given), then the screen's title with its action. */
export function PageHeader({ back, title, action }: Props) {
  return (
    <>
      {back && (
        <Breadcrumbs aria-label="breadcrumb">
          <Link component={RouterLink} to={back.to} underline="hover" color="inherit">
            {back.label}
          </Link>
          <Typography color="text.primary">{title}</Typography>
        </Breadcrumbs>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {action}
      </Stack>
    </>
  );
}
