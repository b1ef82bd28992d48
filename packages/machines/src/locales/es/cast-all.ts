import { formatNumber } from '../../format';
import type { CastAllModel } from '../../data/cast-all-models';
import { castAllTier, claimsEnergySaving, type CastAllTier } from '../../data/cast-all-tier';
import type { ProductTexts } from '../../data/source';

const APPLICATIONS: Record<CastAllTier, readonly string[]> = {
  compact: [
    'Carcasas de motores eléctricos',
    'Componentes de electrodomésticos',
    'Soportes y bridas automotrices',
    'Piezas de iluminación y herrajes',
  ],
  medium: [
    'Componentes automotrices',
    'Tapas de caja de cambios y de motor',
    'Carcasas de compresores y bombas',
    'Componentes industriales de aluminio',
  ],
  large: [
    'Carcasas de transmisión',
    'Piezas estructurales automotrices',
    'Componentes aeroespaciales e industriales de gran tamaño',
    'Carcasas de motores y compresores de gran tamaño',
  ],
};

const SIZE: Record<CastAllTier, string> = {
  compact: 'piezas pequeñas y medianas',
  medium: 'piezas medianas con alta productividad',
  large: 'piezas de gran tamaño',
};

export function castAllTextsEs(model: CastAllModel): ProductTexts {
  const tier = castAllTier(model);
  const shot = formatNumber(model.injectionKg, 'es', model.injectionDecimals);
  const saving = claimsEnergySaving(model);
  return {
    name: `CAST ALL ${model.tons}T`,
    shortDescription: `Máquina de fundición a presión de aluminio con ${formatNumber(model.tons, 'es')} t de fuerza de cierre y capacidad de inyección de ${shot} kg, ideal para ${SIZE[tier]}.`,
    description:
      `La **CAST ALL ${model.tons}T** es una máquina de fundición a presión de aluminio de cámara fría, diseñada y fabricada en Brasil para ${SIZE[tier]}. Con **${formatNumber(model.tons, 'es')} t (${formatNumber(model.kiloNewtons, 'es')} kN) de fuerza de cierre** y **${shot} kg de aluminio por inyección**, une robustez y ciclos repetibles.\n\n` +
      `El accionamiento por **servomotor de ${model.servoKw} kW** reduce el consumo de energía${saving ? ' **hasta un 65%**' : ''} y el calentamiento del aceite. La máquina cumple la **norma de seguridad NR-12** y sale de fábrica con **12 meses de garantía**.`,
    features: [
      `Fuerza de cierre de ${formatNumber(model.tons, 'es')} t (${formatNumber(model.kiloNewtons, 'es')} kN)`,
      `Capacidad de inyección de ${shot} kg de aluminio`,
      `Carrera de apertura de ${formatNumber(model.openingStrokeMm, 'es')} mm`,
      saving
        ? `Servomotor de ${model.servoKw} kW con hasta un 65% de ahorro de energía`
        : `Accionamiento por servomotor de ${model.servoKw} kW`,
      'Seguridad conforme a la norma NR-12',
      'Mando con ajuste de las fases de inyección',
    ],
    applications: APPLICATIONS[tier],
    badges: ['NR-12', 'Servomotor', 'Garantía de 12 meses', 'Fabricado en Brasil'],
    // The die-casting machine's standard accessories (spec §2).
    standardItems: [
      'Patas niveladoras',
      'Puerta frontal automática',
      'Buje y pistón de inyección',
      'Moldes de las placas móvil y fija',
    ],
  };
}
