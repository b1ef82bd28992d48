import { useCallback, useRef, type PointerEvent } from 'react';

/**
 * Pointer-event dragging (mouse, pen and touch alike): `onMove` gets the
 * pointer's clientX on press and on every move until release. The pointer is
 * captured, so the drag continues outside the element.
 */
export function usePointerDrag(onMove: (clientX: number) => void) {
  const dragging = useRef<number | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      dragging.current = event.pointerId;
      event.currentTarget.setPointerCapture(event.pointerId);
      onMove(event.clientX);
    },
    [onMove],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (dragging.current === event.pointerId) onMove(event.clientX);
    },
    [onMove],
  );

  const onPointerEnd = useCallback((event: PointerEvent<HTMLElement>) => {
    if (dragging.current !== event.pointerId) return;
    dragging.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  }, []);

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
  };
}
