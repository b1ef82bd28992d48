import type { Translation } from '../types';

export const home: Translation['home'] = {
  hero: {
    eyebrow: 'Brazilian manufacturer since 2005',
    title: 'Die-casting machines built with Brazilian technology',
    subtitle:
      'The CAST ALL aluminium line, plastic injection machines and peripherals, backed by retrofit, maintenance and spare parts. More than 20 years of experience serving industry.',
    primary: 'Explore our products',
    secondary: 'Contact a specialist',
    scrollDown: 'Scroll to the About section',
  },
  about: {
    eyebrow: 'About us',
    title: 'Experience and technology in die casting',
    description:
      'Since 2005 we have designed and built robust, efficient machines in Brazil for foundries and makers of automotive, industrial, aerospace and appliance parts.',
    features: {
      experience: {
        title: 'Experience',
        text: 'More than 20 years in the market, serving foundries and parts makers since 2005.',
      },
      technology: {
        title: 'Technology',
        text: 'Servomotor drive with up to 65% energy saving on the CAST ALL 250T.',
      },
      innovation: {
        title: 'Innovation',
        text: 'In-house designs that keep evolving, and retrofits that modernise machines already in service.',
      },
      quality: {
        title: 'Quality',
        text: 'Safety to the NR-12 standard and a 12-month warranty on new equipment.',
      },
    },
    learnMore: 'Learn more about us',
  },
  products: {
    eyebrow: 'Products',
    title: 'Featured machines',
    description: 'Aluminium die casting and peripherals to automate your production cell.',
    learnMore: 'Learn more',
    quote: 'Request a quote',
    viewAll: 'View all products',
    items: {
      castAll250: {
        name: 'CAST ALL 250T',
        description:
          'Aluminium die-casting machine with 250 t clamping force and up to 65% energy saving with its servomotor drive.',
      },
      castAll800: {
        name: 'CAST ALL 800T',
        description: 'Aluminium die-casting machine with 800 t clamping force for large parts.',
      },
      lubricator: {
        name: 'Automatic Lubricator',
        description: 'Automatic die lubrication for die casting, with 16 to 28 nozzles.',
      },
    },
  },
  services: {
    eyebrow: 'Services',
    title: 'Complete support for your machines',
    description:
      'From modernisation to replacement parts, we look after the machines that keep your production moving.',
    link: 'View service',
    items: {
      retrofit: {
        title: 'Retrofit',
        text: 'Modernisation of injection and die-casting machines with new controls and NR-12 compliance.',
      },
      maintenance: {
        title: 'Maintenance',
        text: 'Maintenance, cylinder refurbishment and component overhaul to reduce downtime.',
      },
      parts: {
        title: 'Spare parts',
        text: 'Parts for die-casting and injection machines, with custom manufacturing and machining.',
      },
    },
  },
  cta: {
    title: 'Ready to boost your productivity?',
    text: 'Talk to a specialist and get a tailored proposal. Financing available and a 12-month warranty on new equipment.',
    chat: 'Chat on WhatsApp',
    contact: 'Send us a message',
  },
  popup: {
    label: 'Promotion',
    imageAlt: 'Featured promotion',
    close: 'Close',
  },
};
