/** Review Data (issue 20). */
export function ReviewDataPage() {
  return null;
}
