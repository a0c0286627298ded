/** Partner View (issue 20): its operations. */
export const partnerViewOps = {};

export type PartnerViewOps = typeof partnerViewOps;
