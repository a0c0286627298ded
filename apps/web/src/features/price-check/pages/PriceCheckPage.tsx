/** Price Check Analysis (issue 20). */
export function PriceCheckPage() {
  return null;
}
