import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the value of the latest render, for a timer or a listener set up
 * once that must call what the component would call now, not what it rendered back then.
 * Set in a layout effect, so it is current before any timer or event can run after a commit.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
