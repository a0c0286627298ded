/**
 * Browser zoom from the device pixel ratio. Page zoom multiplies devicePixelRatio; the screen's own ratio
 * (1 on most desktop screens, 2 or 3 on high-density ones) is taken as the whole part of the ratio, so
 * 1.1 reads 110% and 2.2 on a retina screen also reads 110%.
 */
export const EXPECTED_ZOOM_PERCENT = 100;

export function deviceBaseline(devicePixelRatio: number): number {
  return Math.max(1, Math.floor(devicePixelRatio + 0.001));
}

export function zoomPercent(devicePixelRatio: number, baseline = deviceBaseline(devicePixelRatio)): number {
  if (!Number.isFinite(devicePixelRatio) || devicePixelRatio <= 0) return EXPECTED_ZOOM_PERCENT;
  return Math.round((devicePixelRatio / baseline) * 100);
}

export function isZoomed(devicePixelRatio: number): boolean {
  return zoomPercent(devicePixelRatio) !== EXPECTED_ZOOM_PERCENT;
}

export const zoomWarningText = (percent = EXPECTED_ZOOM_PERCENT): string =>
  `To view content properly, please reset your zoom level to ${percent}% for best visuals.`;
