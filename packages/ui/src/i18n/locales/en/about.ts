import type { Translation } from '../types';

export const about: Translation['about'] = {
  title: 'About the company',
  lead: 'More than 20 years building die-casting machines, plastic injection machines and peripheral equipment in Brazil.',
  intro: {
    title: 'Who we are',
    p1: 'Founded in 2005 in Americana (SP), we are a Brazilian manufacturer of industrial machines for foundries and makers of automotive, industrial, aerospace and appliance parts.',
    p2: 'With more than 20 years of experience, we develop the CAST ALL line of aluminium die-casting machines, plastic injection machines and peripheral equipment such as automatic lubricators and linear dosing units.',
    p3: 'We also provide retrofit, maintenance and spare parts to keep your production running, and we export our machines to customers in South America.',
  },
  facts: {
    label: 'The company in figures',
    founded: { value: '2005', label: 'Founded in Americana (SP)' },
    experience: { value: '20+', label: 'years of experience' },
    safety: { value: 'NR-12', label: 'safety standard met' },
    warranty: { value: '12 months', label: 'warranty on new equipment' },
  },
  imageAlt: 'Our factory in Americana (SP)',
  mission: {
    title: 'Mission',
    text: 'To supply reliable, safe and efficient machines and services that raise our customers’ productivity, with close support at every stage.',
  },
  vision: {
    title: 'Vision',
    text: 'To be a reference in die-casting and injection machines in South America, recognised for technology, quality and support.',
  },
  values: {
    title: 'Our values',
    items: {
      quality: {
        title: 'Quality',
        text: 'Robust, safe machines built to the NR-12 safety standard.',
      },
      innovation: {
        title: 'Innovation',
        text: 'A constant search for more efficient solutions, such as the servomotor drive.',
      },
      commitment: {
        title: 'Commitment',
        text: 'Long-term relationships with customers and partners, keeping our word.',
      },
      excellence: {
        title: 'Excellence',
        text: 'Attention to detail in every project, from engineering to after-sales.',
      },
      sustainability: {
        title: 'Sustainability',
        text: 'Equipment that uses less energy, and retrofits that extend the service life of machines.',
      },
    },
  },
  history: {
    title: 'Our history',
    items: {
      y2005: { title: 'Foundation', text: 'The company is founded in Americana (SP).' },
      y2010: {
        title: 'First aluminium line',
        text: 'Launch of the first line of aluminium die-casting machines.',
      },
      y2015: { title: 'Plastic line', text: 'Production of plastic injection machines begins.' },
      y2020: {
        title: 'First exports',
        text: 'The first machines are exported to customers in South America.',
      },
    },
  },
};
