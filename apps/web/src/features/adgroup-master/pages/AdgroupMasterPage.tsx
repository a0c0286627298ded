/** AdGroup Master (issue 21 item 4). */
export function AdgroupMasterPage() {
  return null;
}
