import { ZOOM } from '../constants';

export interface View {
  scale: number;
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
/** A point relative to the centre of the stage. */
export interface Point {
  x: number;
  y: number;
}

export const clampScale = (scale: number): number => Math.min(ZOOM.max, Math.max(ZOOM.min, scale));

/** The scale that shows the whole image in the box: never above 100%, never below the minimum zoom. */
export function fitScale(image: Size, box: Size): number {
  if (image.width <= 0 || image.height <= 0 || box.width <= 0 || box.height <= 0) return 1;
  return clampScale(Math.min(1, box.width / image.width, box.height / image.height));
}

/** Zooms to `scale` (clamped) keeping the image point under `at` where it is. */
export function zoomAround(view: View, scale: number, at: Point = { x: 0, y: 0 }): View {
  const next = clampScale(scale);
  const k = next / view.scale;
  return { scale: next, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k };
}

export const zoomIn = (view: View, at?: Point): View => zoomAround(view, view.scale * ZOOM.step, at);
export const zoomOut = (view: View, at?: Point): View => zoomAround(view, view.scale / ZOOM.step, at);

/** Double-click / double-tap: from fit (or less) to 2×, from any zoom back to fit. */
export function toggleZoom(view: View, fit: number, at?: Point): View {
  return view.scale > fit + 0.001 ? { scale: fit, x: 0, y: 0 } : zoomAround(view, ZOOM.doubleClick, at);
}
