import { access } from '../access';
import { autoOrderingAnswer, autoOrderingQuery } from '../auto-ordering';
import { refusals } from '../errors';
import { operation } from '../operation';

const tags = ['auto ordering'];

/** Auto Ordering (issue 20): spec 03 section 7, "Partner view and auto ordering". Needs the auto_ordering module. */
export const autoOrderingOps = {
  report: operation({
    method: 'GET',
    path: '/warehouse-marketplaces/admin/multi-channel-sales-report',
    summary:
      "One row per SKU of the warehouse: stock, units sold in the window, and the units to order for the coverage days (forecast demand by a model chosen per SKU by backtest, plus a safety stock for the forecast's own error and the open purchase orders, less the stock; never below zero), with the working and the forecast's backtest MASE",
    tags,
    access: access.module('auto_ordering'),
    query: autoOrderingQuery,
    answer: autoOrderingAnswer,
    errors: refusals(401, 403, 404, 422),
  }),
};

export type AutoOrderingOps = typeof autoOrderingOps;
