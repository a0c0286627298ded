import { access } from '../access';
import { refusals } from '../errors';
import { operation } from '../operation';
import { CODE_FLAGS } from '../permissions';
import {
  searchTermDataQuery,
  searchTermHistoryAnswer,
  searchTermHistoryQuery,
  searchTermHistoryRow,
  searchTermRecord,
} from '../search-term-comparison';

const tags = ['search term comparisons'];
const refused = refusals(401, 403, 404, 422);

/** Spec 02 section 7 "SKU and search-term comparison": the search-term half. */
export const searchTermComparisonOps = {
  record: operation({
    method: 'POST',
    path: '/channelreports/search-term-data',
    summary:
      "Records a search term's comparison on a marketplace: the client's and two competitors' retailer SKU, price, delivery days and slot, and the bid action taken",
    tags,
    access: access.permission(CODE_FLAGS.channel_report_create),
    query: searchTermDataQuery,
    body: searchTermRecord,
    answer: searchTermHistoryRow,
    status: 201,
    errors: refused,
  }),
  history: operation({
    method: 'GET',
    path: '/channelreports/search-term-data/user-history',
    summary: "The caller's own search-term records in the client between two dates (inclusive), newest first",
    tags,
    access: access.module('channel_report'),
    query: searchTermHistoryQuery,
    answer: searchTermHistoryAnswer,
    errors: refused,
  }),
};

export type SearchTermComparisonOps = typeof searchTermComparisonOps;
