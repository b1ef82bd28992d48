import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `callback` once calls have paused for `delayMs`; `flush` runs it at once (e.g. on
 * Enter). A pending call is dropped on unmount.
 */
export function useDebouncedCallback<Arg>(callback: (arg: Arg) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = useCallback(
    (arg: Arg) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => callback(arg), delayMs);
    },
    [callback, delayMs],
  );
  const flush = useCallback(
    (arg: Arg) => {
      clearTimeout(timer.current);
      callback(arg);
    },
    [callback],
  );
  return { schedule, flush };
}
