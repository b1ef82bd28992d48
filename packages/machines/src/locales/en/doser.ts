import type { ProductTexts } from '../../data/source';

export const doserTextsEn: ProductTexts = {
  name: 'Automatic Linear Dosing Unit',
  shortDescription:
    'Automatic linear dosing unit for molten aluminium in die-casting cells, working at up to 700 °C.',
  description:
    'The **Automatic Linear Dosing Unit** takes molten aluminium from the furnace and pours it into the shot sleeve with the same dose and path every time, working at **up to 700 °C**.\n\n' +
    'As models **V900xH2000, V1300xH2000 and V1300xH2600**, it moves at **0.5 to 1.0 m/s horizontally** and **0.13 to 0.25 m/s vertically**, with **3.5 CV of total power**.',
  features: [
    'Handles molten aluminium at up to 700 °C',
    '0.5 to 1.0 m/s horizontal speed',
    '0.13 to 0.25 m/s vertical speed',
    '3.5 CV total power',
    'Three models: V900xH2000, V1300xH2000 and V1300xH2600',
  ],
  applications: [
    'Aluminium dosing for die-casting machines',
    'Casting cell automation',
    'Operator safety at the furnace',
    'Repeatable shot weight',
  ],
  badges: ['Up to 700 °C', 'Automation', '12-month warranty', 'Made in Brazil'],
  // Its own items from spec §3: a peripheral ships none of the die-casting accessories.
  standardItems: [
    'Models V900xH2000, V1300xH2000 and V1300xH2600',
    '0.5 to 1.0 m/s horizontal axis and 0.13 to 0.25 m/s vertical axis',
    '3.5 CV total power, for work up to 700 °C',
  ],
};
