import { useMatches } from 'react-router';
import { NotAvailablePage } from '../../../shared/ui/NotAvailablePage';

/** Stand-in for screens that later issues build: named after the route's screen (route handle). */
export function PlaceholderPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { screen?: string } | undefined;
  return <NotAvailablePage screen={handle?.screen ?? 'Page'} />;
}
