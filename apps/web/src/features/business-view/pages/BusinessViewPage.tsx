/** Business View (issue 20). */
export function BusinessViewPage() {
  return null;
}
