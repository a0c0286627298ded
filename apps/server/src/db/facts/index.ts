/**
 * Fact writers (DESIGN section 3, Analytics): every write of orders, returns or ad metrics goes through these,
 * which keep the daily rollups current in the same transaction.
 */
export { type AdMetricInput, type AdMetricKey, deleteAdMetrics, writeAdMetrics } from './ads';
export { bulkLoadFacts } from './bulk';
export { type DayKey, type Executor, insertRows, type Tx } from './executor';
export { COUNTED_ORDER_SQL } from './order-status';
export {
  deleteOrderLines,
  ORDER_LINE_COMPARED,
  type OrderLineCounts,
  type OrderLineCountsByMarketplace,
  type OrderLineInput,
  type OrderLineKey,
  type OrderLinesWriter,
  orderLinesWriter,
  writeOrderLines,
} from './orders';
export { deleteReturns, type ReturnInput, type ReturnKey, writeReturns } from './returns';
export {
  deleteClientRollups,
  listingDaysOfOrders,
  ROLLUP_TABLES,
  type RollupScope,
  refreshAdsRollups,
  refreshListingRollups,
  refreshSalesRollups,
} from './rollups';
