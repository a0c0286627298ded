import { useCallback, useEffect, useRef, useState } from 'react';
import { createVersionPoller, type VersionPollerOptions } from './version-poller';
import { createVersionTracker, type VersionStore } from './version-tracker';

/** Spec 03: the banner counts down 30 seconds, then reloads; "Delay by 5 minutes" hides it that long. */
export const RELOAD_COUNTDOWN_SECONDS = 30;
export const DELAY_MS = 5 * 60_000;

// The health answer's schema loads with the first poll, not with the sign-in page (issue 30).
const getHealthVersion = async (signal: AbortSignal) =>
  (await import('./get-health-version')).getHealthVersion(signal);

export interface NewVersionOptions {
  fetch?: VersionPollerOptions['fetch'];
  store?: VersionStore;
  reload?: () => void;
}

/**
 * Polls the health check while mounted (the shell or the sign-in page) and drives the new-version banner: hidden until
 * a new version is found (then polling stops: nothing more to learn), then counting down from 30 seconds to
 * a reload; Delay hides it for 5 minutes and it comes back with a fresh countdown.
 */
export function useNewVersion({
  fetch = getHealthVersion,
  store,
  reload = () => window.location.reload(),
}: NewVersionOptions = {}) {
  const [found, setFound] = useState(false);
  const [delayed, setDelayed] = useState(false);
  const [seconds, setSeconds] = useState(RELOAD_COUNTDOWN_SECONDS);
  // The latest reload without restarting the countdown when a caller passes a new function each render.
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  });

  useEffect(() => {
    const tracker = createVersionTracker(store);
    const poller = createVersionPoller({
      fetch,
      onVersion: (version) => {
        if (!tracker.observe(version)) return;
        poller.stop();
        setFound(true);
      },
    });
    poller.start();
    return poller.stop;
  }, [fetch, store]);

  const visible = found && !delayed;

  useEffect(() => {
    if (!visible) return;
    setSeconds(RELOAD_COUNTDOWN_SECONDS);
    const id = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1_000);
    return () => clearInterval(id);
  }, [visible]);

  useEffect(() => {
    if (visible && seconds === 0) reloadRef.current();
  }, [visible, seconds]);

  useEffect(() => {
    if (!delayed) return;
    const id = setTimeout(() => setDelayed(false), DELAY_MS);
    return () => clearTimeout(id);
  }, [delayed]);

  const refreshNow = useCallback(() => reloadRef.current(), []);
  const delay = useCallback(() => setDelayed(true), []);
  return { visible, seconds, refreshNow, delay };
}
