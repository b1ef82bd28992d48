import { useEffect } from 'react';
import { useLatest } from './use-latest';

/**
 * A navigation the visitor asked for that takes a moment to start (the language switch loads
 * the other language's texts first). Work the page left behind still has scheduled, such as a
 * search waiting for a pause in typing, listens for this and drops itself, so it cannot run
 * in between and write the old page's state.
 */
const PAGE_LEAVE_EVENT = 'castall:page-leave';

export function announcePageLeave(): void {
  window.dispatchEvent(new Event(PAGE_LEAVE_EVENT));
}

export function useOnPageLeave(callback: () => void): void {
  const latest = useLatest(callback);
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(PAGE_LEAVE_EVENT, listener);
    return () => window.removeEventListener(PAGE_LEAVE_EVENT, listener);
  }, [latest]);
}
