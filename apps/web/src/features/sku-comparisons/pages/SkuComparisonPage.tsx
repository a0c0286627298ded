import {
  emptySkuComparisonForm,
  SKU_CATALOG_ISSUE_LABELS,
  SKU_CATALOG_ISSUES,
  type SkuCatalogIssue,
  type SkuComparisonForm,
  type SkuComparisonInput,
  skuComparisonBody,
  skuComparisonProblem,
  SKU_COMPARISON_TEXT as T,
} from '@marketdesk/contracts/sku-comparison';
import {
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { errorStatus } from '../../../shared/api/errors';
import { failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { MarketplaceRow } from '../../../shared/offer-form/MarketplaceRow';
import { OffersRow } from '../../../shared/offer-form/OfferFields';
import { type OfferFormRules, useOfferForm } from '../../../shared/offer-form/useOfferForm';
import { FormPanel } from '../../../shared/ui/FormPanel';
import { NumberField } from '../../../shared/ui/NumberField';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useRecordSkuComparison } from '../api/record-sku-comparison';
import { SkuCodeField } from '../components/SkuCodeField';

/** The SKU comparison's rules (contracts); after a recording the marketplace stays chosen for the next one. */
const RULES: OfferFormRules<SkuComparisonForm, SkuComparisonInput> = {
  empty: (mp_id) => ({ ...emptySkuComparisonForm(), mp_id }),
  problem: skuComparisonProblem,
  body: skuComparisonBody,
};

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
  const record = useRecordSkuComparison();
  const { pick, form, twoFields, identifierLabel, patch, patchOffer, submit } = useOfferForm(RULES, record, {
    warning: notify.warning,
    recorded: () => notify.success(T.uploaded),
    failed: (error) => notify[errorStatus(error) === 403 ? 'warning' : 'error'](recordFailure(error)),
  });

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
      <FormPanel label={T.formTitle} onSubmit={submit} submitDisabled={record.isPending}>
        <MarketplaceRow options={pick.options} value={form.mp_id} onChange={(id) => patch({ mp_id: id })}>
          <SkuCodeField value={form.sku_code} onChange={(sku_code) => patch({ sku_code })} />
        </MarketplaceRow>
        <OffersRow
          form={form}
          onChange={patchOffer}
          twoFields={twoFields}
          identifierLabel={identifierLabel}
          extra={(party) =>
            party === 'client' && (
              <>
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
              </>
            )
          }
        />
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
      </FormPanel>
    </Stack>
  );
}
