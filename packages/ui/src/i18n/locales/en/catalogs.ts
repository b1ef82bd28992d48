import type { Translation } from '../types';

export const catalogs: Translation['catalogs'] = {
  nav: 'Catalogues (PDF)',
  page: {
    title: 'Catalogue downloads',
    description:
      'Download the full catalogue of CAST ALL aluminium die-casting machines and peripherals, or the datasheet of each machine, as PDF.',
    lead: 'The full line catalogue in your language and the datasheet of each machine, as PDF.',
    productsTitle: 'Datasheets by product',
    productsText: 'Each datasheet holds the Portuguese, English and Spanish versions.',
  },
  download: 'Download catalogue',
  checking: 'Checking catalogue…',
  messages: {
    notMapped: 'No catalogue is available for this product.',
    failed: 'The catalogue could not be downloaded. Please try again.',
    langMissing: 'No catalogue was found for this language.',
  },
  line: {
    title: 'Full catalogue',
    text: 'Every CAST ALL model and peripheral in one PDF.',
    download: 'Download the full catalogue (PDF)',
    view: 'View the catalogue online',
  },
  viewer: {
    title: 'PDF catalogue',
    description: 'View the machine catalogue as a PDF.',
    toolbar: 'Catalogue controls',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{total}}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fitWidth: 'Fit to width',
    zoom: 'Zoom: {{percent}}%',
    download: 'Download PDF',
    loading: 'Loading catalogue…',
    canvas: 'Page {{page}} of the catalogue {{file}}',
    invalid: 'Invalid address: only PDF files in this language’s catalogues folder can be opened.',
    failed:
      'The catalogue could not be opened. You can download it and open it in your PDF reader.',
    backToProducts: 'Back to products',
  },
};
