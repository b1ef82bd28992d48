import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * While the phone menu is open (issue 17, item 4): Escape closes it, and Tab goes round the
 * menu's button and the menu only, since the page behind sits under a backdrop.
 */
export function useMenuDismiss(
  open: boolean,
  toggle: RefObject<HTMLElement | null>,
  menu: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !toggle.current || !menu.current) return;
      const first = toggle.current;
      const last = [...menu.current.querySelectorAll<HTMLElement>(FOCUSABLE)].pop() ?? first;
      const active = document.activeElement;
      const inside = active === first || (active instanceof Node && menu.current.contains(active));
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, toggle, menu, onClose]);
}
