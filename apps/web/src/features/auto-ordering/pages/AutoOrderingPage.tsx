/** Auto Ordering (issue 20). */
export function AutoOrderingPage() {
  return null;
}
