import { access, refusing } from '../access';
import { refusals } from '../errors';
import { operation } from '../operation';
import {
  PRICE_CHECK_PATHS,
  PRICE_CHECK_TEXT,
  priceCheckFocusedAnswer,
  priceCheckFocusedQuery,
  priceCheckOrderedAnswer,
  priceCheckOrderedQuery,
} from '../price-check';

const tags = ['price check'];
const refused = refusals(401, 403, 404, 422);
/** Price Check needs the module price_check (spec 02 section 6); a refusal says which tab (section 8). */
const checker = (tab: 'focused' | 'ordered') =>
  refusing(access.module('price_check'), PRICE_CHECK_TEXT.forbidden[tab]);

/** Price Check Analysis (issue 20 item 2; spec 02 section 7: "paths not shown", these are ours). */
export const priceCheckOps = {
  focused: operation({
    method: 'GET',
    path: PRICE_CHECK_PATHS.focused,
    summary:
      "The marketplace's focused SKUs priced today: buying price (the SKU cost known today, in the marketplace currency), commission (the fee rule on the current price), current selling price, profit and profit percentage",
    tags,
    access: checker('focused'),
    query: priceCheckFocusedQuery,
    answer: priceCheckFocusedAnswer,
    errors: refused,
  }),
  ordered: operation({
    method: 'GET',
    path: PRICE_CHECK_PATHS.ordered,
    summary:
      "The marketplace's order lines between start_date and end_date (yyyy-mm-dd, end capped to today) priced: buying price valid on the order's day, the fee rule's commission, shipping and other fees, taxes, the tax-included selling price, profit and profit percentage",
    tags,
    access: checker('ordered'),
    query: priceCheckOrderedQuery,
    answer: priceCheckOrderedAnswer,
    errors: refused,
  }),
};

export type PriceCheckOps = typeof priceCheckOps;
