/** Zoom of the viewer: fit the page to the width of the screen, or a fixed scale. */
export type Zoom = 'fit' | number;

export const MIN_SCALE = 0.25;
export const MAX_SCALE = 4;
const STEP = 1.25;

/** The scale a zoom setting gives for a page of `pageWidth` points in `available` pixels. */
export function scaleFor(zoom: Zoom, pageWidth: number, available: number): number {
  if (zoom !== 'fit') return zoom;
  return clamp(available / pageWidth);
}

export function zoomIn(current: number): number {
  return clamp(current * STEP);
}

export function zoomOut(current: number): number {
  return clamp(current / STEP);
}

function clamp(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(scale * 100) / 100));
}
