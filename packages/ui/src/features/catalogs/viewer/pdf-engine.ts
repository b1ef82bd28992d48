/**
 * pdf.js, loaded only by the viewer page (a dynamic import), with its worker as a separate
 * asset. The legacy build keeps older phone browsers working.
 */
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';

export function openPdf(url: string): Promise<PDFDocumentProxy> {
  return getDocument({ url, enableXfa: false }).promise;
}
