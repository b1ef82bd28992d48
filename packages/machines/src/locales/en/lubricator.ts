import type { ProductTexts } from '../../data/source';

export const lubricatorTextsEn: ProductTexts = {
  name: 'LLA Automatic Lubricator',
  shortDescription:
    'Automatic die lubricator for die-casting machines, with 16 to 28 nozzles and three stroke models.',
  description:
    'The **LLA Automatic Lubricator** sprays release agent onto the die in every cycle, always in the same amount and position, through **16 to 28 nozzles**.\n\n' +
    'Available as models **V900xH600, V1200xH700 and V1400xH900**, it moves at **0.8 m/s horizontally and 1.0 m/s vertically**, shortening the cycle and extending die life.',
  features: [
    '16 to 28 spray nozzles',
    '0.8 m/s horizontal speed',
    '1.0 m/s vertical speed',
    'Three models: V900xH600, V1200xH700 and V1400xH900',
    'Repeatable spraying in every cycle',
  ],
  applications: [
    'Die-casting die lubrication',
    'Automation of aluminium casting cells',
    'Shorter cycle times',
    'Longer die life',
  ],
  badges: ['16 to 28 nozzles', 'Automation', '12-month warranty', 'Made in Brazil'],
  // Its own items from spec §3: a peripheral ships none of the die-casting accessories.
  standardItems: [
    'Spray nozzles: 16 to 28, depending on the model',
    '0.8 m/s horizontal axis and 1.0 m/s vertical axis',
    'Models V900xH600, V1200xH700 and V1400xH900',
  ],
};
