import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { whenElementExists } from './when-element-exists';

/** How long a hash link waits for a lazily loaded page to render its section. */
const HASH_TARGET_TIMEOUT_MS = 5000;

/** New page → top; a hash → that section (e.g. /services#parts), once the page has rendered it. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      // The page may still be loading (lazy chunk), so the section may not exist yet.
      return whenElementExists(
        decodeURIComponent(hash.slice(1)),
        (element) => element.scrollIntoView(),
        HASH_TARGET_TIMEOUT_MS,
      );
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
