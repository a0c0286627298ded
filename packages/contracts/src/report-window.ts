/**
 * The longest date window of each report whose spec states none (ours; Business View and Payment Reconciliation
 * keep the spec's 3 months, AMS View its 90 days back, Report Pull Status its 366 days). A report reads every
 * day of its window, so a window without a limit is a request that can hold the server for many seconds; each is
 * refused before any query (a 422 naming the limit), and each screen's date picker refuses the same.
 */
export const REPORT_WINDOW_MONTHS = {
  /** A year: the yearly partner review; quick ranges are 7–30 days. */
  partnerView: 12,
  /** Each of the two periods: a year against the year before. */
  reviewData: 12,
  /** Ordered SKUs: a year of orders. */
  priceCheckOrdered: 12,
  /** The sales history a forecast learns from: two years, so its yearly season (600 days or more) can show. */
  autoOrdering: 24,
} as const;

/** The refusal of a window longer than `months` calendar months (the end after the start plus `months`). */
export const windowTooLong = (months: number): string =>
  `The date range must not be longer than ${months} months`;
