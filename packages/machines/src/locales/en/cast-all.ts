import { formatNumber } from '../../format';
import type { CastAllModel } from '../../data/cast-all-models';
import { castAllTier, claimsEnergySaving, type CastAllTier } from '../../data/cast-all-tier';
import type { ProductTexts } from '../../data/source';

const APPLICATIONS: Record<CastAllTier, readonly string[]> = {
  compact: [
    'Electric motor housings',
    'Home appliance components',
    'Automotive brackets and flanges',
    'Lighting and hardware parts',
  ],
  medium: [
    'Automotive components',
    'Gearbox and engine covers',
    'Compressor and pump housings',
    'Industrial aluminium components',
  ],
  large: [
    'Transmission housings',
    'Automotive structural parts',
    'Large aerospace and industrial components',
    'Large engine and compressor housings',
  ],
};

const SIZE: Record<CastAllTier, string> = {
  compact: 'small and medium parts',
  medium: 'medium parts at high output',
  large: 'large parts',
};

export function castAllTextsEn(model: CastAllModel): ProductTexts {
  const tier = castAllTier(model);
  const shot = formatNumber(model.injectionKg, 'en', model.injectionDecimals);
  const saving = claimsEnergySaving(model);
  return {
    name: `CAST ALL ${model.tons}T`,
    shortDescription: `Aluminium die-casting machine with ${formatNumber(model.tons, 'en')} t of clamping force and a ${shot} kg shot, built for ${SIZE[tier]}.`,
    description:
      `The **CAST ALL ${model.tons}T** is a cold-chamber aluminium die-casting machine, designed and built in Brazil for ${SIZE[tier]}. With **${formatNumber(model.tons, 'en')} t (${formatNumber(model.kiloNewtons, 'en')} kN) of clamping force** and **${shot} kg of aluminium per shot**, it combines a sturdy frame with repeatable cycles.\n\n` +
      `Its **${model.servoKw} kW servomotor drive** cuts energy use${saving ? ' by **up to 65%**' : ''} and keeps the oil cooler. The machine meets the **NR-12 safety standard** and ships with a **12-month warranty**.`,
    features: [
      `${formatNumber(model.tons, 'en')} t (${formatNumber(model.kiloNewtons, 'en')} kN) clamping force`,
      `${shot} kg aluminium injection capacity`,
      `${formatNumber(model.openingStrokeMm, 'en')} mm opening stroke`,
      saving
        ? `${model.servoKw} kW servomotor with up to 65% energy saving`
        : `${model.servoKw} kW servomotor drive`,
      'Safety to the NR-12 standard',
      'Controls with adjustable injection phases',
    ],
    applications: APPLICATIONS[tier],
    badges: ['NR-12', 'Servomotor', '12-month warranty', 'Made in Brazil'],
    // The die-casting machine's standard accessories (spec §2).
    standardItems: [
      'Leveling feet',
      'Automatic front door',
      'Injection bushing and piston',
      'Movable and fixed plate molds',
    ],
  };
}
