import { useSyncExternalStore } from 'react';
import { isZoomed } from './zoom';

function subscribe(onChange: () => void): () => void {
  // Zooming resizes the layout viewport, so resize is the signal to check again.
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function snapshot(): boolean {
  // Touch devices zoom by pinching; the warning is about desktop browser zoom.
  if (window.matchMedia?.('(pointer: coarse)').matches) return false;
  return isZoomed(window.devicePixelRatio);
}

/** True while the browser zoom is not 100%. */
export function useZoomWarning(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
