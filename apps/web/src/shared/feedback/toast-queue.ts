import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/**
 * The toasts' way in, without the toast library: notistack (about 8 kB gzipped) loads after the shell's first
 * paint (ToastHost.tsx, mounted by Toasts), so a toast asked for before it is there waits here and shows when it
 * comes. Every toast goes through here (useNotify, the job poller).
 */
export interface ToastHost {
  show(message: SnackbarMessage, options: OptionsObject): void;
  close(key: SnackbarKey): void;
}

let host: ToastHost | null = null;
let waiting: [SnackbarMessage, OptionsObject][] = [];

/** Shows a toast now, or as soon as the host has loaded. */
export function showToast(message: SnackbarMessage, options: OptionsObject = {}): void {
  if (host) host.show(message, options);
  else waiting.push([message, options]);
}

/** Closes a toast (the key its action was given). */
export function closeToast(key: SnackbarKey): void {
  host?.close(key);
}

/** The loaded host takes the toasts, those waiting first; the returned function detaches it. */
export function attachToastHost(next: ToastHost): () => void {
  host = next;
  const queued = waiting;
  waiting = [];
  for (const [message, options] of queued) next.show(message, options);
  return () => {
    if (host === next) host = null;
  };
}

/** Forgets the toasts still waiting (the shell's Toasts went away before its host came; between tests). */
export function forgetWaitingToasts(): void {
  waiting = [];
}
