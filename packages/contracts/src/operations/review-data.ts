/** Review Data (issue 20): its operations. */
export const reviewDataOps = {};

export type ReviewDataOps = typeof reviewDataOps;
