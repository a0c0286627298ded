import { GOOGLE_LOGIN_PATH } from '@marketdesk/contracts/auth-texts';
import { useEffect, useRef, useState } from 'react';
import { startSession } from '../../../shared/session/sign-in';

/** Opens the backend's Google sign-in in a popup and starts the session with the tokens it posts back. */
export function useGooglePopup() {
  const [error, setError] = useState<string | null>(null);
  const popup = useRef<Window | null>(null);

  useEffect(() => {
    const onMessage = async (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      // The message's schema loads with the first message from the popup, not with the page (issue 30).
      const { readGoogleMessage } = await import('./google-message');
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
