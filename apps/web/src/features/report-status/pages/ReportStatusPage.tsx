/** AMS Reports Pull Status (issue 21 item 3). */
export function ReportStatusPage() {
  return null;
}
