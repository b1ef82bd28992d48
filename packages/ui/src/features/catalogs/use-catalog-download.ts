import { useCallback, useRef, useState } from 'react';
import { fileNameOf } from './file-name';

/** The §8 messages (keys under `catalogs.messages`). */
export type CatalogMessage = 'notMapped' | 'failed' | 'langMissing';

export interface CatalogDownload {
  checking: boolean;
  message: CatalogMessage | undefined;
  /**
   * Checks the file with HEAD, then downloads it. `url` undefined means no file is mapped
   * (`notMapped`); a missing file shows `whenMissing`; any other failure shows `failed`.
   */
  download(url: string | undefined, whenMissing: CatalogMessage): Promise<void>;
}

export function useCatalogDownload(): CatalogDownload {
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<CatalogMessage>();
  // A second click while the check runs must not start a second download.
  const busy = useRef(false);

  const download = useCallback(async (url: string | undefined, whenMissing: CatalogMessage) => {
    if (busy.current) return;
    if (url === undefined) {
      setMessage('notMapped');
      return;
    }
    busy.current = true;
    setChecking(true);
    setMessage(undefined);
    // Loaded on the first click: the product pages carry little JavaScript until then.
    const { checkCatalog, startDownload } = await import('./catalog-check');
    const result = await checkCatalog(url);
    busy.current = false;
    setChecking(false);
    if (result === 'available') startDownload(url, fileNameOf(url));
    else setMessage(result === 'missing' ? whenMissing : 'failed');
  }, []);

  return { checking, message, download };
}
