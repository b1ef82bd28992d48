import { useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/lang-context';
import type { PDFDocumentProxy } from './pdf-engine';
import { useElementWidth } from './use-element-width';
import { usePageCanvas } from './use-page-canvas';
import { zoomIn, zoomOut, type Zoom } from './zoom';

/** Toolbar (pages, zoom, download) and the current page drawn by pdf.js. */
export function PdfViewer({
  doc,
  url,
  file,
}: {
  doc: PDFDocumentProxy;
  url: string;
  file: string;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const area = useRef<HTMLDivElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const width = Math.max(0, useElementWidth(area));
  const total = doc.numPages;
  const label = t('catalogs.viewer.canvas', { page, file });
  const { scale, failed } = usePageCanvas(holder, { doc, page, zoom, width, label });

  const goTo = (next: number) => {
    setPage(Math.min(total, Math.max(1, next)));
    area.current?.scrollTo({ top: 0 });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'PageDown') goTo(page + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'PageUp') goTo(page - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="pdf-viewer">
      <div className="pdf-viewer__toolbar" role="toolbar" aria-label={t('catalogs.viewer.toolbar')}>
        <div className="pdf-viewer__group">
          <button
            type="button"
            className="pdf-viewer__button"
            onClick={() => goTo(page - 1)}
            disabled={page <= 1}
            aria-label={t('catalogs.viewer.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="pdf-viewer__page" aria-live="polite">
            {t('catalogs.viewer.page', { page, total })}
          </span>
          <button
            type="button"
            className="pdf-viewer__button"
            onClick={() => goTo(page + 1)}
            disabled={page >= total}
            aria-label={t('catalogs.viewer.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div className="pdf-viewer__group pdf-viewer__group--zoom">
          <button
            type="button"
            className="pdf-viewer__button"
            onClick={() => scale && setZoom(zoomOut(scale))}
            aria-label={t('catalogs.viewer.zoomOut')}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className="pdf-viewer__zoom">
            {t('catalogs.viewer.zoom', { percent: Math.round((scale ?? 1) * 100) })}
          </span>
          <button
            type="button"
            className="pdf-viewer__button"
            onClick={() => scale && setZoom(zoomIn(scale))}
            aria-label={t('catalogs.viewer.zoomIn')}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button
            type="button"
            className="pdf-viewer__button pdf-viewer__button--text"
            onClick={() => setZoom('fit')}
            aria-pressed={zoom === 'fit'}
          >
            {t('catalogs.viewer.fitWidth')}
          </button>
        </div>
        <a className="button button--primary pdf-viewer__download" href={url} download={file}>
          <span className="pdf-viewer__download-icon" aria-hidden="true">
            ↓{' '}
          </span>
          {t('catalogs.viewer.download')}
        </a>
      </div>
      {failed ? (
        <p className="pdf-viewer__message" role="alert">
          {t('catalogs.viewer.failed')}
        </p>
      ) : null}
      <div
        ref={area}
        className="pdf-viewer__area"
        tabIndex={0}
        role="region"
        aria-label={file}
        onKeyDown={onKeyDown}
      >
        <div ref={holder} className="pdf-viewer__page-holder" />
      </div>
    </div>
  );
}
