/** Business View (issue 20): its operations. */
export const businessViewOps = {};

export type BusinessViewOps = typeof businessViewOps;
