/** Partner View (issue 20). */
export function PartnerViewPage() {
  return null;
}
