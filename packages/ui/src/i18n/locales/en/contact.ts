import type { Translation } from '../types';

export const contact: Translation['contact'] = {
  title: 'Contact',
  lead: 'Talk to our team: we answer quote requests, technical questions and parts orders.',
  form: {
    title: 'Send a message',
    required: 'Fields marked with * are required.',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    optional: '(optional)',
    subject: 'Subject',
    subjectPlaceholder: 'Select a subject',
    subjects: {
      sales: 'Sales',
      support: 'Technical Support',
      parts: 'Spare Parts',
      other: 'Other',
    },
    message: 'Message',
    honeypot: 'Do not fill in this field',
    submit: 'Send message',
    emailSubject: 'New message from the website',
  },
  info: {
    title: 'Contact details',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Opening hours',
    hoursValue: 'Monday to Friday, 7 am to 5 pm',
    map: 'View on the map',
    chat: 'Chat on WhatsApp',
    opensInNewTab: '(opens in a new tab)',
  },
  mapTitle: "Map showing the company's location",
  thanks: {
    title: 'Message sent',
    text: 'Thank you for getting in touch! We will reply soon, Monday to Friday, 7 am to 5 pm.',
    home: 'Back to the home page',
    products: 'See products',
  },
};
