import { getCurrentUser } from '../../../shared/session/api/get-current-user';
import { setSessionUser } from '../../../shared/session/store';

/** A super admin's client selector lists every client: reload the user after the list changed. */
export async function refreshSessionClients(): Promise<void> {
  try {
    setSessionUser(await getCurrentUser(), { selectFirstClient: false });
  } catch {
    // The screen already shows the change; the selector catches up on the next start.
  }
}
