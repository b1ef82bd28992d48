import { useEffect, useRef } from 'react';

/**
 * Shows the `<dialog>` it is attached to with showModal while the component is mounted (focus
 * trap, Esc, backdrop) and closes it on unmount.
 */
export function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return dialog;
}
