import { useEffect, useState } from 'react';
import { checkCatalog } from '../catalog-check';
import type { PDFDocumentProxy } from './pdf-engine';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; doc: PDFDocumentProxy }
  | { status: 'missing' | 'failed' };

/**
 * Checks the file with HEAD (so a missing catalogue gets its own message, spec §8), then loads
 * pdf.js and the document. The document is destroyed when the address changes or the page goes.
 */
export function usePdfDocument(url: string): PdfDocumentState {
  // Keyed by address, so a new address reads as loading without resetting state in the effect.
  const [settled, setSettled] = useState<{ url: string; state: PdfDocumentState }>();
  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | undefined;
    const setState = (state: PdfDocumentState) => setSettled({ url, state });
    const load = async () => {
      const check = await checkCatalog(url);
      if (check !== 'available') {
        if (!cancelled) setState({ status: check === 'missing' ? 'missing' : 'failed' });
        return;
      }
      const { openPdf } = await import('./pdf-engine');
      loaded = await openPdf(url);
      if (cancelled) void loaded.loadingTask.destroy();
      else setState({ status: 'ready', doc: loaded });
    };
    load().catch(() => {
      if (!cancelled) setState({ status: 'failed' });
    });
    return () => {
      cancelled = true;
      void loaded?.loadingTask.destroy();
    };
  }, [url]);
  return settled?.url === url ? settled.state : { status: 'loading' };
}
