/**
 * Opens a download in a new window, which cannot send the bearer token (DESIGN 9 "Files"): the window opens
 * at once (one opened after an await is a popup to block), then goes to the signed link asked for now, since
 * a link lives for minutes. A refused link closes the window again and its error is the caller's to show.
 */
export async function openSignedLink(issue: () => Promise<{ path: string }>): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const link = await issue();
    if (win) win.location.href = link.path;
    else window.open(link.path, '_blank');
  } catch (error) {
    win?.close();
    throw error;
  }
}
