import { useEffect } from 'react';

/** The admin screens are client-rendered: each sets its own title when it shows. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
