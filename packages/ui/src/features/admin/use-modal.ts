import { useEffect, useRef } from 'react';

/**
 * Shows the `<dialog>` it is attached to with showModal while the component is mounted (focus
 * trap, Esc, backdrop) and closes it on unmount, giving focus back to the control that opened
 * it: the dialog leaves the page with its element, so the browser's own return of focus on
 * close cannot happen and focus would fall to the page's body.
 */
export function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return dialog;
}
