/** Payment Reconciliation (issue 20): its operations. */
export const reconciliationOps = {};

export type ReconciliationOps = typeof reconciliationOps;
