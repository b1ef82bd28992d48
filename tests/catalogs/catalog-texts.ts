import type { TestLang } from '../fixtures/site';

/** The §8 messages (Portuguese word for word) and the button texts, per language. */
export const CATALOG_TEXTS: Record<
  TestLang,
  {
    notMapped: string;
    failed: string;
    langMissing: string;
    download: string;
    lineDownload: string;
    view: string;
    next: string;
    zoomIn: string;
    fitWidth: string;
    pdfDownload: string;
    invalid: RegExp;
  }
> = {
  pt: {
    notMapped: 'Catálogo não disponível para este produto.',
    failed: 'Erro ao baixar o catálogo. Tente novamente.',
    langMissing: 'Catálogo não encontrado para este idioma.',
    download: 'Baixar catálogo',
    lineDownload: 'Baixar catálogo completo (PDF)',
    view: 'Ver catálogo online',
    next: 'Próxima página',
    zoomIn: 'Aumentar zoom',
    fitWidth: 'Ajustar à largura',
    pdfDownload: 'Baixar PDF',
    invalid: /^Endereço inválido/,
  },
  en: {
    notMapped: 'No catalogue is available for this product.',
    failed: 'The catalogue could not be downloaded. Please try again.',
    langMissing: 'No catalogue was found for this language.',
    download: 'Download catalogue',
    lineDownload: 'Download the full catalogue (PDF)',
    view: 'View the catalogue online',
    next: 'Next page',
    zoomIn: 'Zoom in',
    fitWidth: 'Fit to width',
    pdfDownload: 'Download PDF',
    invalid: /^Invalid address/,
  },
  es: {
    notMapped: 'Catálogo no disponible para este producto.',
    failed: 'Error al descargar el catálogo. Inténtelo de nuevo.',
    langMissing: 'No se encontró el catálogo para este idioma.',
    download: 'Descargar catálogo',
    lineDownload: 'Descargar catálogo completo (PDF)',
    view: 'Ver catálogo en línea',
    next: 'Página siguiente',
    zoomIn: 'Acercar',
    fitWidth: 'Ajustar al ancho',
    pdfDownload: 'Descargar PDF',
    invalid: /^Dirección no válida/,
  },
};
