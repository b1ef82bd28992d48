import { useEffect } from 'react';
import { PAGE_READY_EVENT } from '../../boot/page-events';

/**
 * Placed after the page inside the layout's Suspense boundary, whose content React hydrates
 * after the header: its effect runs once the page itself is hydrated, and the boot script then
 * replays what the visitor did meanwhile (boot/early-input.ts).
 */
export function AnnounceReady() {
  useEffect(() => {
    window.dispatchEvent(new Event(PAGE_READY_EVENT));
  }, []);
  return null;
}
