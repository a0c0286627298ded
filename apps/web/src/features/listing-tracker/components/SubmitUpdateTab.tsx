import {
  hasBrowseNode,
  LINE_FIELDS,
  LISTING_FIELD_LABEL,
  LISTING_FIELDS,
  type ListingField,
  type ListingUpdateData,
  linesOf,
  LISTING_TRACKER_TEXT as T,
  updateDataOf,
} from '@marketdesk/contracts/listing-tracker';
import { Box, Button, Paper, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import type { MarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { useSubmitUpdate } from '../api/submit-update';
import { type ProductPick, ProductSearch } from './ProductSearch';

/** Every marketplace of the user (module-level, so the pick's list is stable). */
export const ANY_MARKETPLACE = () => true;

type Values = Record<ListingField, string>;
const EMPTY: Values = Object.fromEntries(LISTING_FIELDS.map((f) => [f, ''])) as Values;
const isLines = (f: ListingField) => (LINE_FIELDS as readonly ListingField[]).includes(f);
const MULTILINE: readonly ListingField[] = ['bullet_points', 'description', 'keywords'];

/** The form's values as update_data: texts as typed, bullet points and keywords one per line. */
export function updateDataFrom(values: Values, withBrowseNode: boolean): ListingUpdateData {
  const data: Record<string, string | string[]> = {};
  for (const f of LISTING_FIELDS) {
    if (f === 'browse_node_id' && !withBrowseNode) continue;
    data[f] = isLines(f) ? linesOf(values[f]) : values[f];
  }
  return data as ListingUpdateData;
}

/**
 * Submit Update (spec 02 section 2): a marketplace, a product found by the search, and the fields to change
 * (browse_node_id on AZ marketplaces only; bullet points and keywords one per line). Empty fields stay as they
 * are; at least one must carry a value.
 */
export function SubmitUpdateTab({ pick }: { pick: MarketplacePick }) {
  const notify = useNotify();
  const submit = useSubmitUpdate();
  const [product, setProduct] = useState<ProductPick | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const withBrowseNode = pick.mp !== null && hasBrowseNode(pick.mp.short_code);
  const fields = LISTING_FIELDS.filter((f) => f !== 'browse_node_id' || withBrowseNode);

  const onMarketplace = (id: number | null) => {
    pick.setMpId(id);
    setProduct(null);
  };
  const onSubmit = () => {
    if (pick.mpId === null || product === null) {
      notify.warning(T.selectMarketplaceAndProduct);
      return;
    }
    const update_data = updateDataFrom(values, withBrowseNode);
    if (Object.keys(updateDataOf(update_data)).length === 0) {
      notify.warning(T.enterData);
      return;
    }
    submit.mutate(
      { mpId: pick.mpId, body: { product_id: product.product_id, update_data } },
      notify.outcome(T.submitted, T.submitFailed, () => {
        setValues(EMPTY);
        setProduct(null);
      }),
    );
  };

  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Box sx={{ maxWidth: 320 }}>
          <MarketplaceSelect options={pick.options} value={pick.mpId} onChange={onMarketplace} />
        </Box>
        <ProductSearch mpId={pick.mpId} value={product} onChange={setProduct} />
        {fields.map((f) => (
          <TextField
            key={f}
            size="small"
            label={LISTING_FIELD_LABEL[f]}
            value={values[f]}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
            multiline={MULTILINE.includes(f)}
            minRows={MULTILINE.includes(f) ? 3 : undefined}
          />
        ))}
        <Box>
          <Button variant="contained" onClick={onSubmit} disabled={submit.isPending}>
            Submit Update
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
