import type { Translation } from '../types';

export const shop: Translation['shop'] = {
  title: 'Spare parts',
  lead: 'Find parts for your machines and ask for a quote on WhatsApp.',
  filters: {
    label: 'Filter parts',
    search: 'Search parts',
    searchPlaceholder: 'Search by name or code...',
    submit: 'Search',
    category: 'Category',
    allCategories: 'All categories',
    pageSize: 'Parts per page:',
  },
  categories: {
    eletrica: 'Electrical',
    hidraulica: 'Hydraulic',
    eletronica: 'Electronic',
    mecanica: 'Mechanical',
  },
  results: {
    label: 'Parts found',
    showing: 'Showing {{from}}-{{to}} of {{total}} parts',
    loading: 'Loading...',
  },
  empty: {
    title: 'No products found',
    hint: 'Try adjusting the filters or the search terms.',
  },
  error: {
    title: 'The parts could not be loaded right now',
    text: 'The catalogue is temporarily unavailable. Please try again in a moment or talk to us on WhatsApp.',
    retry: 'Try again',
  },
  part: {
    code: 'Code',
    category: 'Category',
    stock: 'Stock',
    outOfStock: 'On request',
    noImage: 'No image',
    nameFallback: 'Name not available',
    descriptionFallback: 'Description not available',
    quote: 'Request a quote',
    quoteContext: 'for {{name}} on WhatsApp (opens in a new tab)',
    chatMessage: 'Hello! I would like a quote for the part: {{name}} (code {{code}})',
  },
  partPage: {
    title: '{{name}} ({{code}})',
    description:
      'Spare part {{name}}, code {{code}}, category {{category}}. Ask CAST ALL for a quote on WhatsApp.',
    breadcrumb: 'You are here',
    price: 'Price',
    priceOnRequest: 'On request',
    related: 'More {{category}} parts',
    backToShop: 'Back to the shop',
    viewPart: 'See the part {{name}}',
    notFound: {
      seoTitle: 'Part not found',
      seoDescription: 'This part is not in the shop catalogue.',
      title: 'Part not found',
      text: 'This part is no longer in the catalogue. Look for others in the shop or ask us on WhatsApp.',
    },
  },
  pagination: {
    label: 'Parts pages',
    topLabel: 'Pages, top of the list',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    summary: 'Page {{page}} of {{pages}}',
  },
};
