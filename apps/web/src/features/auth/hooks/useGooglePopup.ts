import { GOOGLE_LOGIN_PATH, googleAuthMessage } from '@marketdesk/contracts';
import { useEffect, useRef, useState } from 'react';
import { startSession } from '../../../shared/session/sign-in';

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

/** Opens the backend's Google sign-in in a popup and starts the session with the tokens it posts back. */
export function useGooglePopup() {
  const [error, setError] = useState<string | null>(null);
  const popup = useRef<Window | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readGoogleMessage(event, window.location.origin);
      if (!message) return;
      popup.current?.close();
      popup.current = null;
      if (!message.ok) {
        setError(message.error);
        return;
      }
      startSession(message.pair).catch(() => setError('Google sign-in failed.'));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const open = () => {
    setError(null);
    const width = 500;
    const height = 640;
    const left = window.screenX + (window.outerWidth - width) / 2;
    const top = window.screenY + (window.outerHeight - height) / 2;
    popup.current?.close();
    popup.current = window.open(
      GOOGLE_LOGIN_PATH,
      'marketdesk-google-login',
      `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
    );
  };

  return { open, error };
}
