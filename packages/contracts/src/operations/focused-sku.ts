import { access } from '../access';
import { refusals } from '../errors';
import {
  analyzeSkusAnswer,
  analyzeSkusQuery,
  focusedSkuCategoriesAnswer,
  focusedSkuCategoriesQuery,
  focusedSkuDetailParams,
  focusedSkuDetailQuery,
  focusedSkuListAnswer,
  focusedSkuListQuery,
  focusedSkuManagerAnswer,
  focusedSkuManagerListQuery,
  focusedSkuSearchQuery,
  toggleFocusAnswer,
  toggleFocusBody,
  toggleFocusParams,
  toggleFocusQuery,
} from '../focused-sku-calls';
import { focusedSkuDetail } from '../focused-sku-detail';
import { operation } from '../operation';
import { CODE_FLAGS } from '../permissions';

const tags = ['focused skus'];
const refused = refusals(401, 403, 404, 422);
/** The focused-SKU screens need the module channel_report (spec 02 section 6). */
const viewer = access.module('channel_report');
/** Changing the focused list: "Manage focused SKUs and comparison data". */
const manager = access.permission(CODE_FLAGS.channel_report_create);

/** Spec 02 section 7, Focused SKUs. Paths the spec does not show (list, detail, export) are ours. */
export const focusedSkuOps = {
  analyze: operation({
    method: 'GET',
    path: '/focused-sku/analyze-skus',
    summary:
      "Analyses a marketplace's SKUs now from the facts held (all=true: every SKU up to limit; asins: those; neither: the focused SKUs up to limit) and stores each record under today's analysis date",
    tags,
    access: viewer,
    query: analyzeSkusQuery,
    answer: analyzeSkusAnswer,
    errors: refused,
  }),
  list: operation({
    method: 'GET',
    path: '/focused-sku/analysis',
    summary:
      "The latest stored analysis of each SKU of a marketplace: search (ASIN, seller SKU, title, brand), filters and sort over the whole marketplace, one page of the result and the summary cards' figures over every match",
    tags,
    access: viewer,
    query: focusedSkuListQuery,
    answer: focusedSkuListAnswer,
    errors: refused,
  }),
  categories: operation({
    method: 'GET',
    path: '/focused-sku/categories',
    summary:
      "The category filter's choices: the categories of the client's products on a marketplace (the product's, else its listing content's), within the user's brands, by name",
    tags,
    access: viewer,
    query: focusedSkuCategoriesQuery,
    answer: focusedSkuCategoriesAnswer,
    errors: refused,
  }),
  exportCsv: operation({
    method: 'GET',
    path: '/focused-sku/analysis/export',
    summary:
      'The filtered analysis list as CSV: the export row of every matching SKU (formula-safe), in the list order',
    tags,
    access: viewer,
    query: focusedSkuListQuery.omit({ page: true, size: true }),
    answer: 'file',
    errors: refused,
  }),
  detail: operation({
    method: 'GET',
    path: '/focused-sku/analysis/:asin',
    summary:
      "A SKU's latest analysis record with its risk history and the latest comparison against two competitors",
    tags,
    access: viewer,
    params: focusedSkuDetailParams,
    query: focusedSkuDetailQuery,
    answer: focusedSkuDetail,
    errors: refused,
  }),
  search: operation({
    method: 'GET',
    path: '/focused-sku/search',
    summary: "Searches a marketplace's products by ASIN (retailer SKU), seller SKU or title; at most 50",
    tags,
    access: viewer,
    query: focusedSkuSearchQuery,
    answer: focusedSkuManagerAnswer,
    errors: refused,
  }),
  managerList: operation({
    method: 'GET',
    path: '/focused-sku/list',
    summary: 'The focused SKUs of a marketplace, paged (50, 100 or 200 per page)',
    tags,
    access: viewer,
    query: focusedSkuManagerListQuery,
    answer: focusedSkuManagerAnswer,
    errors: refused,
  }),
  toggleFocus: operation({
    method: 'POST',
    path: '/focused-sku/:id/toggle-focus',
    summary: "Sets a product's focused flag; answers the new flag and whether it changed",
    tags,
    access: manager,
    params: toggleFocusParams,
    query: toggleFocusQuery,
    body: toggleFocusBody,
    answer: toggleFocusAnswer,
    errors: refused,
  }),
};

export type FocusedSkuOps = typeof focusedSkuOps;
