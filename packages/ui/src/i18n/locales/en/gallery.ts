import type { Translation } from '../types';

export const gallery: Translation['gallery'] = {
  title: 'Gallery',
  lead: 'Retrofit results side by side and projects completed for customers in Brazil and abroad.',
  compare: {
    title: 'Before and after',
    text: 'Drag the divider or use the arrow keys to compare.',
    itemsLabel: 'Choose the example',
    slider: 'Divider between before and after',
    valueText: '{{value}}% before',
    before: 'Before',
    after: 'After',
  },
  items: {
    panel: {
      title: 'Control panel',
      description:
        'Old electrical panel replaced with a PLC, drives and tidy wiring in cable ducts.',
      beforeAlt: 'Old control panel with messy wiring',
      afterAlt: 'New control panel with a PLC and tidy wiring',
    },
    plastic: {
      title: 'Plastic injection machine',
      description: 'Plastic injection machine rebuilt, repainted and upgraded with new controls.',
      beforeAlt: 'Worn plastic injection machine before the overhaul',
      afterAlt: 'Rebuilt and repainted plastic injection machine',
    },
  },
  projects: {
    title: 'Completed projects',
    client: 'Client',
    items: {
      castInstallation: {
        title: 'CAST ALL installation',
        client: 'Automotive parts foundry',
        description: 'Delivery, installation and start-up of a CAST ALL die-casting machine.',
        imageAlt: 'CAST ALL machine being set in place by an overhead crane',
      },
      retrofit: {
        title: 'Complete retrofit',
        client: 'Components manufacturer',
        description: 'Die-casting machine retrofit with new controls and NR-12 compliance.',
        imageAlt: 'Machine under retrofit with welding sparks',
      },
      argentina: {
        title: 'Export to Argentina',
        client: 'Foundry in Argentina',
        description: 'CAST ALL machine exported and installed for an Argentinian customer.',
        imageAlt: 'Truck carrying a CAST ALL machine from Brazil to Argentina',
      },
      maintenance: {
        title: 'Preventive maintenance',
        client: 'Home appliance manufacturer',
        description: 'Overhaul of the clamping system and replacement of worn components.',
        imageAlt: 'Magnifier inspecting the clamping system of a machine',
      },
    },
  },
};
