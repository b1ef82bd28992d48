import type { Translation } from '../types';

export const seo: Translation['seo'] = {
  defaultTitle: 'Die-casting and injection machines',
  defaultDescription:
    'Brazilian manufacturer of CAST ALL aluminium die-casting machines, plastic injection machines and peripherals. Retrofit, maintenance and spare parts. Founded in 2005.',
  organizationDescription:
    'Brazilian manufacturer of aluminium die-casting machines, plastic injection machines and peripheral equipment, with retrofit, maintenance and parts services.',
  about: {
    title: 'About the company',
    description:
      'Over 20 years of experience in die-casting and injection machines: our history, mission, vision and values.',
  },
  shop: {
    title: 'Spare-parts shop',
    description:
      'Electrical, hydraulic, electronic and mechanical spare parts for die-casting and injection machines. Search by name or code and ask for a quote.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
  },
  services: {
    title: 'Services: retrofit, maintenance and parts',
    description:
      'Retrofit with NR-12 compliance, maintenance, cylinder refurbishment, parts manufacturing and machining, and spare parts for die-casting and injection machines.',
  },
  gallery: {
    title: 'Gallery: before and after, projects',
    description:
      'Compare control panels and injection machines before and after their overhaul, and see installation, retrofit, export and maintenance projects.',
  },
  contact: {
    title: 'Contact',
    description:
      'Talk to our sales and support team: form, phone, e-mail, WhatsApp and address in Americana, SP, Brazil. Monday to Friday, 7h to 17h.',
  },
  contactThanks: {
    title: 'Message sent',
    description: 'Thank you for getting in touch. We will reply soon.',
  },
};
