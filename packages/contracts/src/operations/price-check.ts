/** Price Check Analysis (issue 20): its operations. */
export const priceCheckOps = {};

export type PriceCheckOps = typeof priceCheckOps;
