import { useEffect, useState, type RefObject } from 'react';
import type { PDFDocumentProxy, RenderTask } from './pdf-engine';
import { scaleFor, type Zoom } from './zoom';

/** Sharper on high-density phone screens, bounded so a zoomed page stays within memory. */
const MAX_PIXEL_RATIO = 2;
const MAX_CANVAS_PIXELS = 16_000_000;

/**
 * Renders one page into a fresh canvas and swaps it into `holder` when done, so the previous
 * page stays visible meanwhile and no canvas is ever shared by two renders. Returns the scale
 * used (for the zoom read-out) or an error flag.
 */
export function usePageCanvas(
  holder: RefObject<HTMLDivElement | null>,
  options: { doc: PDFDocumentProxy; page: number; zoom: Zoom; width: number; label: string },
): { scale: number | undefined; failed: boolean } {
  const { doc, page, zoom, width, label } = options;
  const [scale, setScale] = useState<number>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (width <= 0) return;
    let cancelled = false;
    let task: RenderTask | undefined;
    const render = async () => {
      const pdfPage = await doc.getPage(page);
      if (cancelled) return;
      const used = scaleFor(zoom, pdfPage.getViewport({ scale: 1 }).width, width);
      const viewport = pdfPage.getViewport({ scale: used });
      const ratio = Math.min(
        window.devicePixelRatio || 1,
        MAX_PIXEL_RATIO,
        Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)),
      );
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', label);
      canvas.className = 'pdf-viewer__canvas';
      task = pdfPage.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise;
      if (cancelled) return;
      holder.current?.replaceChildren(canvas);
      setScale(used);
      setFailed(false);
    };
    render().catch((error: unknown) => {
      // A cancelled render (page turned, zoom changed) is not a failure.
      if (!cancelled && (error as { name?: string }).name !== 'RenderingCancelledException') {
        setFailed(true);
      }
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, zoom, width, label, holder]);

  return { scale, failed };
}
