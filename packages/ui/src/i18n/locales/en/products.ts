import type { Translation } from '../types';

export const products: Translation['products'] = {
  seo: {
    title: 'Products',
    description:
      'CAST ALL aluminium die-casting machines from 250 to 1000 t, automatic lubricator and linear dosing unit: specifications, catalogues and quotes.',
    notFoundTitle: 'Product not found',
    notFoundDescription: 'The product you are looking for is not in the catalogue.',
  },
  list: {
    eyebrow: 'Catalogue',
    title: 'Our products',
    intro:
      'CAST ALL aluminium die-casting machines and peripherals to automate your production cell.',
  },
  filter: {
    legend: 'Filter by category',
    all: 'All',
    searchLabel: 'Search products',
    searchPlaceholder: 'Name or description',
    results: 'Products shown: {{count}}',
  },
  category: {
    aluminum: 'Aluminium',
    peripheral: 'Peripherals',
    plastic: 'Plastic',
  },
  empty: {
    title: 'No products found',
    hint: 'Try adjusting the filters or the search terms.',
    clear: 'Clear filters',
  },
  card: {
    learnMore: 'Learn more',
    quote: 'Request a quote',
    download: 'Download catalogue',
  },
  compare: {
    eyebrow: 'Comparison',
    title: 'Compare the CAST ALL models',
    intro:
      'The six models side by side: choose by clamping force, injection capacity or opening stroke.',
    caption: 'Specifications of the CAST ALL models',
    specification: 'Specification',
    onRequest: 'On request',
    region: 'CAST ALL comparison table, scrolls sideways',
    scrollHint: 'Swipe to see more',
    link: 'Compare all CAST ALL models',
  },
  detail: {
    back: 'Back to products',
    breadcrumb: 'Breadcrumb',
    description: 'Description',
    highlights: 'Technical highlights',
    specifications: 'Technical specifications',
    specification: 'Specification',
    onRequest: 'On request',
    value: 'Value',
    applications: 'Typical applications',
    features: 'Features',
    related: 'Related products',
    badges: 'Highlights',
    accessories: {
      title: 'Standard accessories',
    },
    support: {
      title: 'Support that comes with your machine',
      warranty: '12-month warranty',
      warrantyText: '12-month warranty on new equipment.',
      parts: 'Immediate replacement parts',
      partsText: 'Parts in stock to keep downtime short.',
      training: 'Training included',
      trainingText: 'Your team learns to run and maintain the machine.',
      assistance: 'Nationwide technical assistance',
      assistanceText: 'Technical service across Brazil.',
    },
    cta: {
      title: 'Ready to raise your productivity?',
      text: 'Talk to a specialist about the {{product}} and get a quote.',
      quote: 'Request a quote',
      contact: 'Contact us',
    },
    share: {
      button: 'Share',
      copied: 'Link copied to the clipboard.',
      failed: 'Could not copy. Copy the address from the browser bar.',
      text: 'Have a look: {{product}}',
    },
    notFound: {
      title: 'Product not found',
      text: 'The product you are looking for does not exist or was removed from the catalogue.',
      back: 'See all products',
    },
  },
};
