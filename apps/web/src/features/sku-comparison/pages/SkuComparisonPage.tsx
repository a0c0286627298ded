import {
  emptySkuComparisonForm,
  SKU_CATALOG_ISSUE_LABELS,
  SKU_CATALOG_ISSUES,
  type SkuCatalogIssue,
  type SkuComparisonForm,
  type SkuComparisonPartyForm,
  skuComparisonBody,
  skuComparisonProblem,
  SKU_COMPARISON_TEXT as T,
  twoFieldIdentifier,
} from '@marketdesk/contracts/sku-comparison';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorStatus } from '../../../shared/api/errors';
import { failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { useRecordSkuComparison } from '../api/record-sku-comparison';
import { PageHeader } from '../components/PageHeader';
import { NumberField, PartyFields } from '../components/PartyFields';
import { SkuCodeField } from '../components/SkuCodeField';

const everyMarketplace = () => true;

const PROMOTIONS = [
  ['deal_present', 'Deal'],
  ['coupon_present', 'Coupon'],
  ['ams_present', 'AMS'],
] as const;

/** What a failed recording says (spec 02 section 8, SKU upload). */
function recordFailure(error: unknown): string {
  if (errorStatus(error) === 404) return T.skuNotFound;
  return failureText(error, { fallback: T.uploadFailed, forbidden: T.uploadForbidden });
}

/**
 * /focused-data/sku (spec 02): the client's offer of a SKU against two competitors on a marketplace. On EB- and
 * OT-type marketplaces each retailer SKU is two fields (Item Number or Product ID, then Variation ID) joined
 * with '|'. The first rule broken is said as a warning; nothing is sent until none is.
 */
export function SkuComparisonPage() {
  const notify = useNotify(T.uploadForbidden);
  const pick = useMarketplacePick(everyMarketplace);
  const [form, setForm] = useState<SkuComparisonForm>(emptySkuComparisonForm);
  const record = useRecordSkuComparison();
  const mp = pick.find(form.mp_id);
  const twoFields = mp ? twoFieldIdentifier(mp) : null;

  const patch = (p: Partial<SkuComparisonForm>) => setForm((f) => ({ ...f, ...p }));
  const patchParty = (party: 'client' | 'comp1' | 'comp2') => (p: Partial<SkuComparisonPartyForm>) =>
    setForm((f) => ({ ...f, [party]: { ...f[party], ...p } }));

  const submit = () => {
    const problem = skuComparisonProblem(form, twoFields !== null);
    if (problem) {
      notify.warning(problem);
      return;
    }
    record.mutate(
      { mpId: form.mp_id!, body: skuComparisonBody(form, twoFields !== null) },
      {
        onSuccess: () => {
          notify.success(T.uploaded);
          // The marketplace stays chosen for the next comparison.
          setForm({ ...emptySkuComparisonForm(), mp_id: form.mp_id });
        },
        onError: (error) => notify[errorStatus(error) === 403 ? 'warning' : 'error'](recordFailure(error)),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        back={{ label: T.breadcrumb, to: '/focused-data/manage-skus' }}
        title={T.formTitle}
        action={
          <Button component={RouterLink} to="/focused-data/sku/history" variant="outlined">
            {T.viewHistory}
          </Button>
        }
      />
      <Paper
        variant="outlined"
        component="form"
        noValidate
        aria-label={T.formTitle}
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
            <SkuCodeField value={form.sku_code} onChange={(sku_code) => patch({ sku_code })} />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
            <PartyFields
              party="client"
              value={form.client}
              onChange={patchParty('client')}
              twoFields={twoFields}
            >
              <NumberField
                label="Client Ranking"
                value={form.client_ranking}
                onChange={(client_ranking) => patch({ client_ranking })}
              />
              <TextField
                size="small"
                multiline
                minRows={2}
                label="Client Review"
                value={form.client_review}
                onChange={(e) => patch({ client_review: e.target.value })}
              />
            </PartyFields>
            {(['comp1', 'comp2'] as const).map((party) => (
              <PartyFields
                key={party}
                party={party}
                value={form[party]}
                onChange={patchParty(party)}
                twoFields={twoFields}
              />
            ))}
          </Stack>
          <FormControl component="fieldset">
            <FormLabel component="legend">Promotions</FormLabel>
            <FormGroup row>
              {PROMOTIONS.map(([key, label]) => (
                <FormControlLabel
                  key={key}
                  label={label}
                  control={
                    <Checkbox checked={form[key]} onChange={(e) => patch({ [key]: e.target.checked })} />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
          <FormControl component="fieldset" required>
            <FormLabel component="legend" id="catalog-issues-label">
              Catalog Issues
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="catalog-issues-label"
              value={form.catalog_issues}
              onChange={(e) => patch({ catalog_issues: e.target.value as SkuCatalogIssue })}
            >
              {SKU_CATALOG_ISSUES.map((issue) => (
                <FormControlLabel
                  key={issue}
                  value={issue}
                  control={<Radio />}
                  label={SKU_CATALOG_ISSUE_LABELS[issue]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Box>
            <Button type="submit" variant="contained" disabled={record.isPending}>
              Submit
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
