import { access, refusing } from '../access';
import { refusals } from '../errors';
import { operation } from '../operation';
import {
  PARTNER_VIEW_TEXT,
  partnerMarketplacesAnswer,
  partnerSkusAnswer,
  partnerSkusQuery,
  partnerSummaryAnswer,
  partnerViewQuery,
} from '../partner-view';
import { MODULE_FLAGS } from '../permissions';

const tags = ['partner view'];
const refused = refusals(401, 403, 404, 422);
/**
 * Partner View needs business_view (spec 03 section 6): the module flag, which business_view:view grants; a 403
 * carries the screen's text.
 */
const viewer = refusing(access.module(MODULE_FLAGS.business_view), PARTNER_VIEW_TEXT.noPermission);

/** Partner View (spec 03 section 7; issue 20 item 5). */
export const partnerViewOps = {
  summary: operation({
    method: 'GET',
    path: '/partner-view/summary',
    summary:
      "The partner summary of a warehouse over a window of at least one day: sales, units, commission, fees, buying cost, payments received and to receive, profit and loss, returns, advertising and order types, over the warehouse's marketplaces the caller reads, in the currency asked",
    tags,
    access: viewer,
    query: partnerViewQuery,
    answer: partnerSummaryAnswer,
    errors: refused,
  }),
  marketplaces: operation({
    method: 'GET',
    path: '/partner-view/marketplaces',
    summary:
      'The same figures per marketplace of the warehouse (every marketplace it serves that the caller reads)',
    tags,
    access: viewer,
    query: partnerViewQuery,
    answer: partnerMarketplacesAnswer,
    errors: refused,
  }),
  skus: operation({
    method: 'GET',
    path: '/partner-view/skus',
    summary:
      "The same figures per SKU on one marketplace of the warehouse, with the SKU's stock in the warehouse and its stock coverage days",
    tags,
    access: viewer,
    query: partnerSkusQuery,
    answer: partnerSkusAnswer,
    errors: refused,
  }),
};

export type PartnerViewOps = typeof partnerViewOps;
