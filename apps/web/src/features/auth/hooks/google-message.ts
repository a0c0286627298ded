import { googleAuthMessage } from '@marketdesk/contracts';

export type GoogleMessage =
  | { ok: true; pair: { access_token: string; refresh_token: string } }
  | { ok: false; error: string };

/** Reads what the popup posted; only messages from this very origin count. */
export function readGoogleMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): GoogleMessage | null {
  if (event.origin !== origin) return null;
  const message = googleAuthMessage.safeParse(event.data);
  if (!message.success) return null;
  if ('error' in message.data) return { ok: false, error: message.data.error || 'Google sign-in failed.' };
  return { ok: true, pair: message.data };
}
