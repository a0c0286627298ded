import type { AdminMarketplace, StoreSummary } from '@marketdesk/contracts';
import { Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { MarketplaceLogo } from '../../../shared/ui/marketplace-logos/MarketplaceLogo';
import { MARKETPLACE_TEXT } from '../api/messages';

/** One marketplace: logo, code, id, website and the client's stores with their API mark; Enable or Edit. */
export function MarketplaceCard({
  marketplace: mp,
  stores,
  onOpen,
}: {
  marketplace: AdminMarketplace;
  stores: StoreSummary[];
  onOpen: (mp: AdminMarketplace) => void;
}) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={mp.name}
      data-testid={`marketplace-card-${mp.short_code}`}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          {/* Spec 02: a marketplace without a logo shows its short code. */}
          <MarketplaceLogo name={mp.name} shortCode={mp.short_code} fallbackText={mp.short_code} />
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            {mp.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Code: {mp.short_code} · ID: {mp.pk_mp_id}
          </Typography>
          <Link href={mp.website_url} target="_blank" rel="noopener noreferrer" variant="body2" noWrap>
            {mp.website_url}
          </Link>
          {stores.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {MARKETPLACE_TEXT.noStores}
            </Typography>
          ) : (
            <Stack
              component="ul"
              spacing={0.5}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={`${mp.name} stores`}
            >
              {stores.map((s) => (
                <Stack
                  component="li"
                  key={s.pk_store_id}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center' }}
                >
                  <Typography
                    variant="body2"
                    sx={{ flexGrow: 1 }}
                    noWrap
                    title={`${s.store_name} (${s.seller_id})`}
                  >
                    {s.store_name} ({s.seller_id})
                  </Typography>
                  <Chip
                    size="small"
                    label={s.api_enabled ? 'API enabled' : 'API disabled'}
                    color={s.api_enabled ? 'success' : 'default'}
                    variant={s.api_enabled ? 'filled' : 'outlined'}
                  />
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </CardContent>
      <CardActions>
        <Button variant={mp.enabled ? 'outlined' : 'contained'} onClick={() => onOpen(mp)}>
          {mp.enabled ? 'Edit' : 'Enable'}
        </Button>
      </CardActions>
    </Card>
  );
}
