import type { Translation } from '../types';

export const common: Translation['common'] = {
  brandTagline: 'Industrial Machinery',
  skipToContent: 'Skip to content',
  loading: 'Loading...',
  nav: {
    label: 'Main navigation',
    home: 'Home',
    about: 'About',
    products: 'Products',
    services: 'Services',
    gallery: 'Gallery',
    contact: 'Contact',
    shop: 'E-SHOP',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  language: {
    label: 'Language',
    pt: 'Português',
    en: 'English',
    es: 'Español',
    /** The flag's tooltip, naming the language in the page's own language. */
    switchTo: { pt: 'View in Portuguese', en: 'View in English', es: 'View in Spanish' },
  },
  chat: {
    button: 'Chat with us on WhatsApp (opens in a new tab)',
    defaultMessage: 'Hello! I would like more information.',
    productMessage: 'Hello! I would like a quote for: {{product}}',
  },
  footer: {
    about:
      'Brazilian manufacturer of aluminium die-casting machines, plastic injection machines and peripherals, with retrofit, maintenance and spare parts.',
    quickLinks: 'Quick links',
    catalogues: 'Catalogues (PDF)',
    contact: 'Contact',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Opening hours',
    hoursValue: 'Monday to Friday, 7h to 17h',
    newsletter: {
      title: 'Newsletter',
      text: 'Get news about machines, services and parts.',
      label: 'Your e-mail',
      placeholder: 'you@email.com',
      submit: 'Subscribe',
      sending: 'Sending...',
      success: 'Subscription received. Thank you!',
      unavailable:
        'We could not complete your subscription now. Please try again later or write to {{email}}.',
      invalid: 'Please enter a valid e-mail address.',
      tooMany: 'Too many sign-ups in a row. Please try again in a minute.',
      trap: 'Leave this field empty',
    },
    social: 'Social networks',
    madeInBrazil: 'Made in Brazil',
    financing: 'Financing available',
    rights: '© {{year}} {{brand}}. All rights reserved.',
    opensInNewTab: '(opens in a new tab)',
  },
};
