/** AMS View (issue 21 item 1). */
export function AmsViewPage() {
  return null;
}
