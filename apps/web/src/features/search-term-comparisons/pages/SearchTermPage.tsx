import { CODE_FLAGS, hasCode } from '@marketdesk/contracts/permissions';
import {
  BID_ACTION_LABELS,
  BID_ACTIONS,
  emptySearchTermForm,
  OFFER_LABELS,
  type SearchTermForm,
  type SearchTermRecord,
  SLOT_LABELS,
  SLOTS,
  searchTermBody,
  searchTermProblem,
  SEARCH_TERM_TEXT as T,
} from '@marketdesk/contracts/search-term-comparison';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../shared/feedback/notify';
import { MarketplaceRow } from '../../../shared/offer-form/MarketplaceRow';
import { OffersRow } from '../../../shared/offer-form/OfferFields';
import { type OfferFormRules, useOfferForm } from '../../../shared/offer-form/useOfferForm';
import { usePermissions } from '../../../shared/permissions/resolve';
import { FormPanel } from '../../../shared/ui/FormPanel';
import { NativeSelectField } from '../../../shared/ui/NativeSelectField';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useRecordSearchTerm } from '../api/record-search-term';

/** The search term form's rules (contracts); after a recording the marketplace stays chosen for the next one. */
const RULES: OfferFormRules<SearchTermForm, SearchTermRecord> = {
  empty: emptySearchTermForm,
  problem: searchTermProblem,
  body: searchTermBody,
};

/**
 * /focused-data/search-term (spec 02): for a search term, the client's and two competitors' retailer SKU,
 * price, delivery days and slot, and the bid action taken. On EB- and OT-type marketplaces each retailer SKU is
 * two fields joined with '|'. The first rule broken is said as a warning; nothing is sent until none is.
 */
export function SearchTermPage() {
  const notify = useNotify();
  const perms = usePermissions();
  const record = useRecordSearchTerm();
  const { pick, form, twoFields, identifierLabel, patch, patchOffer, submit } = useOfferForm(RULES, record, {
    warning: notify.warning,
    recorded: () => notify.success(T.uploaded),
    failed: (error) => notify.failure(error, T.uploadFailed),
  });
  const mayRecord = hasCode(perms, CODE_FLAGS.channel_report_create);

  return (
    <Stack spacing={2}>
      <PageHeader
        title={T.title}
        action={
          <Button component={RouterLink} to="/focused-data/search-term/history" variant="outlined">
            {T.viewHistory}
          </Button>
        }
      />
      {!mayRecord && (
        <Alert severity="info">
          Recording search term data needs the permission to manage comparison data; you may still view your
          history.
        </Alert>
      )}
      <FormPanel
        label={T.title}
        onSubmit={submit}
        submitLabel={T.submit}
        submitDisabled={!mayRecord || record.isPending}
      >
        <MarketplaceRow options={pick.options} value={form.mp_id} onChange={(id) => patch({ mp_id: id })}>
          <TextField
            size="small"
            required
            label="Search Term"
            value={form.search_term}
            onChange={(e) => patch({ search_term: e.target.value })}
            sx={{ minWidth: 320 }}
          />
        </MarketplaceRow>
        <OffersRow
          form={form}
          onChange={patchOffer}
          twoFields={twoFields}
          identifierLabel={identifierLabel}
          extra={(offer) => (
            <NativeSelectField
              label={`${OFFER_LABELS[offer]} Slot`}
              value={form[offer].slot}
              options={SLOTS}
              optionLabels={SLOT_LABELS}
              onChange={(slot) => patchOffer(offer)({ slot })}
            />
          )}
        />
        <NativeSelectField
          label="Bid Action"
          value={form.bid_actions}
          options={BID_ACTIONS}
          optionLabels={BID_ACTION_LABELS}
          onChange={(bid_actions) => patch({ bid_actions })}
          sx={{ maxWidth: 260 }}
        />
      </FormPanel>
    </Stack>
  );
}
