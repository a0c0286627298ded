import type { CurrentUser, MarketplaceUserView } from '@marketdesk/contracts';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useMarketplaces } from '../../../shared/reference/marketplaces';
import { MarketplaceLogo } from '../../../shared/ui/marketplace-logos/MarketplaceLogo';
import { isForbidden, loadErrorText } from '../hooks/messages';

type Tile = Pick<MarketplaceUserView, 'pk_mp_id' | 'name' | 'short_code'> & { accessible: boolean };

/** Every marketplace GET /marketplaces answers plus the user's own; those the user cannot access are greyed. */
export function logoTiles(all: readonly MarketplaceUserView[], mine: CurrentUser['marketplaces']): Tile[] {
  const accessible = new Set(mine.map((m) => m.pk_mp_id));
  const byId = new Map<number, Tile>();
  for (const m of [...mine, ...all]) {
    if (!byId.has(m.pk_mp_id)) byId.set(m.pk_mp_id, { ...m, accessible: accessible.has(m.pk_mp_id) });
  }
  return [...byId.values()].sort(
    (a, b) => Number(b.accessible) - Number(a.accessible) || a.name.localeCompare(b.name),
  );
}

/** Side card: the grid of marketplace logos. */
export function LogoGrid({ user }: { user: CurrentUser }) {
  const query = useMarketplaces();
  const tiles = logoTiles(query.data ?? [], user.marketplaces);
  return (
    <Card variant="outlined" component="section" aria-label="Marketplaces" data-testid="logo-grid">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          Marketplaces
        </Typography>
        {query.isPending ? (
          <CircularProgress size={24} aria-label="Loading marketplaces" />
        ) : query.isError && tiles.length === 0 ? (
          <Alert severity={isForbidden(query.error) ? 'warning' : 'error'}>
            {loadErrorText(query.error)}
          </Alert>
        ) : tiles.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No marketplaces
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
            {tiles.map((t) => (
              // Several marketplaces share a family logo (Amazon US, UK, ...): the caption tells them apart.
              <Box key={t.pk_mp_id} component="figure" sx={{ m: 0 }}>
                <MarketplaceLogo name={t.name} shortCode={t.short_code} disabled={!t.accessible} />
                <Typography
                  component="figcaption"
                  variant="caption"
                  color={t.accessible ? 'text.secondary' : 'text.disabled'}
                  noWrap
                  title={t.name}
                  sx={{ display: 'block' }}
                >
                  {t.name}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
