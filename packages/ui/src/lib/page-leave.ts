import { useEffect } from 'react';
import { PAGE_LEAVE_EVENT } from '../boot/page-events';
import { useLatest } from './use-latest';

/** Runs `callback` when the visitor asks to leave the page (see PAGE_LEAVE_EVENT). */
export function useOnPageLeave(callback: () => void): void {
  const latest = useLatest(callback);
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(PAGE_LEAVE_EVENT, listener);
    return () => window.removeEventListener(PAGE_LEAVE_EVENT, listener);
  }, [latest]);
}
