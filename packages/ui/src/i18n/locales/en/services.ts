import type { Translation } from '../types';

export const services: Translation['services'] = {
  title: 'Services',
  lead: 'Retrofit, maintenance and spare parts for die-casting and injection moulding machines, backed by more than 20 years of experience.',
  sectionsLabel: 'Our services',
  retrofit: {
    title: 'Retrofit',
    text: 'We modernise injection moulding and die-casting machines with new controls, servomotor drives and compliance with the NR-12 safety standard, bringing productivity back to equipment that still has much to give.',
    before: 'Before',
    after: 'After',
    beforeAlt: 'Worn die-casting machine before the retrofit',
    afterAlt: 'The same machine renewed after the retrofit',
    benefitsTitle: 'Benefits',
    benefits: {
      energy: 'Up to 65% energy saving with a servomotor drive',
      safety: 'Compliance with the NR-12 safety standard',
      productivity: 'Higher productivity and process repeatability',
      cost: 'Lower cost than a new machine',
      life: 'Longer equipment life',
    },
    quote: 'Request a retrofit quote',
    chatMessage: 'Hello! I would like a quote for a retrofit.',
  },
  maintenance: {
    title: 'Maintenance',
    text: 'Preventive and corrective maintenance that cuts downtime and keeps your production moving.',
    items: {
      spareParts: {
        title: 'Spare parts',
        text: 'Original and compatible parts for die-casting and injection moulding machines.',
      },
      cylinders: {
        title: 'Cylinder refurbishment',
        text: 'Refurbishment of hydraulic and injection cylinders, with new seals and grinding.',
      },
      overhaul: {
        title: 'Component overhaul',
        text: 'Complete overhaul of pumps, valves, controls and clamping systems.',
      },
      manufacturing: {
        title: 'Parts manufacturing',
        text: 'Parts made from drawings or samples, including for discontinued machines.',
      },
      machining: {
        title: 'Machining',
        text: 'Precision machining of components for die-casting and injection machines.',
      },
      custom: {
        title: 'Custom solutions',
        text: 'Tailor-made projects for the needs of your production process.',
      },
    },
    quote: 'Request a maintenance quote',
    chatMessage: 'Hello! I would like a quote for maintenance.',
  },
  parts: {
    title: 'Spare parts',
    text: 'Electrical, hydraulic, electronic and mechanical parts to keep your machines running.',
    imageAlt: 'Spare gear, cylinder, seal rings and bolts',
    machinesTitle: 'Machines we serve',
    machines: {
      dieCasting: 'Aluminium die-casting machines',
      plastic: 'Plastic injection moulding machines',
      peripheral: 'Peripherals: lubricators and dosing units',
      other: "Other manufacturers' machines",
    },
    shop: 'See parts in the E-SHOP',
    email: 'Request a quote by e-mail',
    emailSubject: 'Spare parts quote',
  },
};
