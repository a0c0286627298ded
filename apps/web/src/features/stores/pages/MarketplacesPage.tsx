import type { AdminMarketplace } from '@marketdesk/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { QueryState } from '../../../shared/ui/QueryState';
import { useAdminMarketplaces } from '../api/get-admin-marketplaces';
import { useStores } from '../api/get-stores';
import { MARKETPLACE_TEXT } from '../api/messages';
import { CredentialsDialog } from '../components/CredentialsDialog';
import { MarketplaceCard } from '../components/MarketplaceCard';

/** /ca/marketplaces: Marketplaces and Credentials of the selected client (spec 02, Administration screens). */
export function MarketplacesPage() {
  const marketplaces = useAdminMarketplaces();
  const stores = useStores();
  const [open, setOpen] = useState<AdminMarketplace | null>(null);
  const states = {
    loadingLabel: 'Loading marketplaces',
    forbidden: MARKETPLACE_TEXT.forbidden,
    loadFailed: MARKETPLACE_TEXT.loadFailed,
    testId: 'marketplaces',
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        Marketplaces and Credentials
      </Typography>
      <QueryState query={marketplaces} {...states} empty={MARKETPLACE_TEXT.empty}>
        {(list) => (
          <QueryState query={stores} {...states}>
            {(byMp) => (
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
                data-testid="marketplace-cards"
              >
                {list.map((mp) => (
                  <MarketplaceCard
                    key={mp.pk_mp_id}
                    marketplace={mp}
                    stores={byMp[String(mp.pk_mp_id)] ?? []}
                    onOpen={setOpen}
                  />
                ))}
              </Box>
            )}
          </QueryState>
        )}
      </QueryState>
      {open && <CredentialsDialog key={open.pk_mp_id} marketplace={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
