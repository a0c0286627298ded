import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  /** A link (with its query string, e.g. the dashboard view to return to); the last crumb has none. */
  to?: string;
}

/**
 * The ticket screens' breadcrumb (spec 03 section 2): Home (→ /dashboard) > Tickets (→ /tickets) > the crumbs
 * given, e.g. the ticket id, then Create or Edit. `tickets` is the dashboard address to go back to.
 */
export function TicketBreadcrumbs({
  crumbs = [],
  tickets = '/tickets',
}: {
  crumbs?: Crumb[];
  tickets?: string;
}) {
  const trail: Crumb[] = [{ label: 'Home', to: '/dashboard' }, { label: 'Tickets', to: tickets }, ...crumbs];
  const last = trail.length - 1;
  return (
    <Breadcrumbs aria-label="breadcrumb">
      {trail.map((c, i) =>
        c.to && i < last ? (
          <Link key={c.label} component={RouterLink} to={c.to} underline="hover" color="inherit">
            {c.label}
          </Link>
        ) : (
          <Typography key={c.label} color="text.primary" aria-current={i === last ? 'page' : undefined}>
            {c.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
