import { CODE_FLAGS, hasCode } from '@marketdesk/contracts/permissions';
import {
  BID_ACTION_LABELS,
  BID_ACTIONS,
  type BidAction,
  emptySearchTermForm,
  OFFERS,
  type Offer,
  type SearchTermForm,
  type SearchTermOfferForm,
  searchTermBody,
  searchTermProblem,
  SEARCH_TERM_TEXT as T,
} from '@marketdesk/contracts/search-term-comparison';
import { twoFieldIdentifier } from '@marketdesk/contracts/sku-comparison';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../shared/feedback/notify';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { usePermissions } from '../../../shared/permissions/resolve';
import { useRecordSearchTerm } from '../api/search-term-api';
import { OfferFields } from '../components/OfferFields';

const everyMarketplace = () => true;

/**
 * /focused-data/search-term (spec 02): for a search term, the client's and two competitors' retailer SKU,
 * price, delivery days and slot, and the bid action taken. On EB- and OT-type marketplaces each retailer SKU is
 * two fields joined with '|'. The first rule broken is said as a warning; nothing is sent until none is.
 */
export function SearchTermPage() {
  const notify = useNotify();
  const perms = usePermissions();
  const pick = useMarketplacePick(everyMarketplace);
  const [form, setForm] = useState<SearchTermForm>(() => emptySearchTermForm());
  const record = useRecordSearchTerm();
  const mp = pick.find(form.mp_id);
  const twoFields = mp ? twoFieldIdentifier(mp) : null;
  const mayRecord = hasCode(perms, CODE_FLAGS.channel_report_create);

  const patch = (p: Partial<SearchTermForm>) => setForm((f) => ({ ...f, ...p }));
  const patchOffer = (offer: Offer) => (p: Partial<SearchTermOfferForm>) =>
    setForm((f) => ({ ...f, [offer]: { ...f[offer], ...p } }));

  const submit = () => {
    const problem = searchTermProblem(form, twoFields !== null);
    if (problem) {
      notify.warning(problem);
      return;
    }
    record.mutate(
      { mpId: form.mp_id!, body: searchTermBody(form, twoFields !== null) },
      {
        onSuccess: () => {
          notify.success(T.uploaded);
          // The marketplace stays chosen for the next search term.
          setForm(emptySearchTermForm(form.mp_id));
        },
        onError: (error) => notify.failure(error, T.uploadFailed),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {T.title}
        </Typography>
        <Button component={RouterLink} to="/focused-data/search-term/history" variant="outlined">
          {T.viewHistory}
        </Button>
      </Stack>
      {!mayRecord && (
        <Alert severity="info">
          Recording search term data needs the permission to manage comparison data; you may still view your
          history.
        </Alert>
      )}
      <Paper
        variant="outlined"
        component="form"
        noValidate
        aria-label={T.title}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        sx={{ p: 2 }}
      >
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            <Box sx={{ minWidth: 260 }}>
              <MarketplaceSelect
                options={pick.options}
                value={form.mp_id}
                onChange={(id) => patch({ mp_id: id })}
              />
            </Box>
            <TextField
              size="small"
              required
              label="Search Term"
              value={form.search_term}
              onChange={(e) => patch({ search_term: e.target.value })}
              sx={{ minWidth: 320 }}
            />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
            {OFFERS.map((offer) => (
              <OfferFields
                key={offer}
                offer={offer}
                value={form[offer]}
                onChange={patchOffer(offer)}
                twoFields={twoFields}
              />
            ))}
          </Stack>
          <TextField
            select
            size="small"
            required
            label="Bid Action"
            value={form.bid_actions}
            onChange={(e) => patch({ bid_actions: e.target.value as BidAction })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ maxWidth: 260 }}
          >
            <option value="" disabled />
            {BID_ACTIONS.map((b) => (
              <option key={b} value={b}>
                {BID_ACTION_LABELS[b]}
              </option>
            ))}
          </TextField>
          <Box>
            <Button type="submit" variant="contained" disabled={!mayRecord || record.isPending}>
              {T.submit}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
