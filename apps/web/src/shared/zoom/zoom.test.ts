import { describe, expect, it } from 'vitest';
import { deviceBaseline, isZoomed, zoomPercent, zoomWarningText } from './zoom';

describe('zoom detection', () => {
  it.each([
    [1, 100],
    [1.1, 110],
    [0.9, 90],
    [1.25, 125],
    [0.5, 50],
    [2, 100],
    [2.2, 110],
    [1.8, 180],
    [3, 100],
  ])('devicePixelRatio %s reads %s%%', (dpr, percent) => {
    expect(zoomPercent(dpr)).toBe(percent);
  });

  it('compares against an explicit baseline', () => {
    expect(zoomPercent(1.5, 1.5)).toBe(100);
    expect(zoomPercent(1.65, 1.5)).toBe(110);
  });

  it('takes the whole part of the ratio as the screen baseline', () => {
    expect(deviceBaseline(0.67)).toBe(1);
    expect(deviceBaseline(2.4)).toBe(2);
  });

  it('warns only when the zoom is not 100%', () => {
    expect(isZoomed(1)).toBe(false);
    expect(isZoomed(2)).toBe(false);
    expect(isZoomed(1.1)).toBe(true);
    expect(isZoomed(0.8)).toBe(true);
    expect(isZoomed(Number.NaN)).toBe(false);
  });

  it('has the exact text of spec 01 section 8', () => {
    expect(zoomWarningText()).toBe(
      'To view content properly, please reset your zoom level to 100% for best visuals.',
    );
  });
});
