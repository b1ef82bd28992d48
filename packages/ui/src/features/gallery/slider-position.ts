/** The divider's range and start (spec: position 0 to 100, default 50). */
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
export const SLIDER_DEFAULT = 50;
/** One arrow-key press; Page Up/Down move by a larger step. */
export const SLIDER_STEP = 5;
export const SLIDER_PAGE_STEP = 20;

export function clampPosition(value: number): number {
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(value)));
}

/** The position under a pointer at `clientX` over a box spanning `left`…`left + width`. */
export function positionFromPointer(clientX: number, box: { left: number; width: number }) {
  if (box.width <= 0) return SLIDER_DEFAULT;
  return clampPosition(((clientX - box.left) / box.width) * 100);
}

/** The position after a key press, or null when the key does not move the slider. */
export function positionAfterKey(key: string, current: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPosition(current - SLIDER_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPosition(current + SLIDER_STEP);
    case 'PageDown':
      return clampPosition(current - SLIDER_PAGE_STEP);
    case 'PageUp':
      return clampPosition(current + SLIDER_PAGE_STEP);
    case 'Home':
      return SLIDER_MIN;
    case 'End':
      return SLIDER_MAX;
    default:
      return null;
  }
}
