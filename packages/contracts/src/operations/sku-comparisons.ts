import { access, refusing } from '../access';
import { refusals } from '../errors';
import { operation } from '../operation';
import { CODE_FLAGS } from '../permissions';
import {
  SKU_COMPARISON_TEXT,
  skuComparisonQuery,
  skuComparisonRecord,
  skuComparisonSaved,
  skuHistoryAnswer,
  skuHistoryQuery,
} from '../sku-comparison';

const tags = ['sku comparisons'];

/** Spec 02 section 7, SKU comparison: recording a SKU against two competitors, and the user's own history. */
export const skuComparisonOps = {
  record: operation({
    method: 'POST',
    path: '/channelreports/sku-data',
    summary:
      "Records the client's price, delivery days and ranking of a SKU against two competitors on a marketplace (404 when the client has no SKU of that code)",
    tags,
    access: refusing(
      access.permission(CODE_FLAGS.channel_report_create),
      SKU_COMPARISON_TEXT.uploadForbidden,
    ),
    query: skuComparisonQuery,
    body: skuComparisonRecord,
    answer: skuComparisonSaved,
    status: 201,
    errors: refusals(401, 403, 404, 422),
  }),
  history: operation({
    method: 'GET',
    path: '/channelreports/sku-data/user-history',
    summary:
      "The signed-in user's SKU comparisons in the client between two dates (optionally one marketplace), with total, current streak, active days, daily average, daily counts and daily average prices",
    tags,
    access: access.module('channel_report'),
    query: skuHistoryQuery,
    answer: skuHistoryAnswer,
    errors: refusals(401, 403, 422),
  }),
};

export type SkuComparisonOps = typeof skuComparisonOps;
