/** Auto Ordering (issue 20): its operations. */
export const autoOrderingOps = {};

export type AutoOrderingOps = typeof autoOrderingOps;
