import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** New page → top; a hash → that section (e.g. /services#parts). */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
