import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLatest } from '../../../lib/use-latest';

export interface DebouncedCallback<Arg> {
  /** Runs the callback with `arg` once calls have paused for the delay. */
  schedule(arg: Arg): void;
  /** Runs the callback with `arg` now, dropping a pending call (e.g. on Enter). */
  flush(arg: Arg): void;
  /** Drops a pending call, if any. */
  cancel(): void;
}

/**
 * Calls `callback` once calls have paused for `delayMs`. The timer runs the callback of the
 * latest render, never the one of the render that scheduled it: by then the visitor may have
 * changed other state (a category, the page), and a stale callback would undo that.
 * A pending call is dropped on unmount.
 */
export function useDebouncedCallback<Arg>(
  callback: (arg: Arg) => void,
  delayMs: number,
): DebouncedCallback<Arg> {
  const latest = useLatest(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);
  return useMemo(
    () => ({
      schedule(arg: Arg) {
        cancel();
        timer.current = setTimeout(() => {
          timer.current = undefined;
          latest.current(arg);
        }, delayMs);
      },
      flush(arg: Arg) {
        cancel();
        latest.current(arg);
      },
      cancel,
    }),
    [cancel, delayMs, latest],
  );
}
