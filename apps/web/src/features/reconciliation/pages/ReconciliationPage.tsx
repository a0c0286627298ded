/** Payment Reconciliation (issue 20). */
export function ReconciliationPage() {
  return null;
}
