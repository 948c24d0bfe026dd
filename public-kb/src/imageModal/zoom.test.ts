import { describe, expect, it } from 'vitest';
import { clampScale, fitScale, toggleZoom, zoomAround, zoomIn, zoomOut } from './zoom';

describe('zoom', () => {
  it('steps by ×1.25 and stays within 0.5–5', () => {
    expect(zoomIn({ scale: 1, x: 0, y: 0 }).scale).toBe(1.25);
    expect(zoomOut({ scale: 1, x: 0, y: 0 }).scale).toBe(0.8);
    expect(zoomIn({ scale: 4.5, x: 0, y: 0 }).scale).toBe(5);
    expect(zoomOut({ scale: 0.55, x: 0, y: 0 }).scale).toBe(0.5);
    expect([clampScale(0.1), clampScale(9)]).toEqual([0.5, 5]);
  });

  it('fits the image in the box but never above 100%', () => {
    expect(fitScale({ width: 400, height: 300 }, { width: 1200, height: 900 })).toBe(1);
    expect(fitScale({ width: 1600, height: 900 }, { width: 800, height: 900 })).toBe(0.5);
    expect(fitScale({ width: 1000, height: 1000 }, { width: 800, height: 600 })).toBe(0.6);
  });

  it('keeps the point under the cursor in place', () => {
    const next = zoomAround({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: 50 });
    expect(next).toEqual({ scale: 2, x: -100, y: -50 });
  });

  it('toggles between fit and 2×', () => {
    expect(toggleZoom({ scale: 0.8, x: 0, y: 0 }, 0.8).scale).toBe(2);
    expect(toggleZoom({ scale: 3, x: 40, y: 10 }, 0.8)).toEqual({ scale: 0.8, x: 0, y: 0 });
  });
});
