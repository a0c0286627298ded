import type { AdminMarketplace } from '@marketdesk/contracts';
import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { failureSeverity, failureText } from '../../../shared/feedback/failure-text';
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
  const error = marketplaces.error ?? stores.error;

  let content: React.ReactNode;
  if (error) {
    content = (
      <Alert severity={failureSeverity(error)} data-testid="marketplaces-error">
        {failureText(error, { fallback: MARKETPLACE_TEXT.loadFailed, forbidden: MARKETPLACE_TEXT.forbidden })}
      </Alert>
    );
  } else if (!marketplaces.data || !stores.data) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading marketplaces" />
      </Box>
    );
  } else if (marketplaces.data.length === 0) {
    content = (
      <Paper sx={{ p: 3 }}>
        <Typography color="text.secondary" data-testid="marketplaces-empty">
          {MARKETPLACE_TEXT.empty}
        </Typography>
      </Paper>
    );
  } else {
    const byMp = stores.data;
    content = (
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
        data-testid="marketplace-cards"
      >
        {marketplaces.data.map((mp) => (
          <MarketplaceCard
            key={mp.pk_mp_id}
            marketplace={mp}
            stores={byMp[String(mp.pk_mp_id)] ?? []}
            onOpen={setOpen}
          />
        ))}
      </Box>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        Marketplaces and Credentials
      </Typography>
      {content}
      {open && <CredentialsDialog key={open.pk_mp_id} marketplace={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
