import { formatNumber } from '../../format';
import type { CastAllModel } from '../../data/cast-all-models';
import { castAllTier, claimsEnergySaving, type CastAllTier } from '../../data/cast-all-tier';
import type { ProductTexts } from '../../data/source';

const APPLICATIONS: Record<CastAllTier, readonly string[]> = {
  compact: [
    'Carcaças de motores elétricos',
    'Componentes de eletrodomésticos',
    'Suportes e flanges automotivos',
    'Peças para iluminação e ferragens',
  ],
  medium: [
    'Componentes automotivos',
    'Tampas de câmbio e de motor',
    'Carcaças de compressores e bombas',
    'Componentes industriais de alumínio',
  ],
  large: [
    'Carcaças de transmissão',
    'Peças estruturais automotivas',
    'Componentes aeroespaciais e industriais de grande porte',
    'Carcaças de motores e compressores de grande porte',
  ],
};

const SIZE: Record<CastAllTier, string> = {
  compact: 'peças pequenas e médias',
  medium: 'peças médias com alta produtividade',
  large: 'peças de grande porte',
};

export function castAllTextsPt(model: CastAllModel): ProductTexts {
  const tier = castAllTier(model);
  const shot = formatNumber(model.injectionKg, 'pt', model.injectionDecimals);
  const saving = claimsEnergySaving(model);
  return {
    name: `CAST ALL ${model.tons}T`,
    shortDescription: `Máquina de fundição sob pressão de alumínio com ${formatNumber(model.tons, 'pt')} t de força de fechamento e capacidade de injeção de ${shot} kg, ideal para ${SIZE[tier]}.`,
    description:
      `A **CAST ALL ${model.tons}T** é uma máquina de fundição sob pressão de alumínio em câmara fria, projetada e fabricada no Brasil para ${SIZE[tier]}. Com **${formatNumber(model.tons, 'pt')} t (${formatNumber(model.kiloNewtons, 'pt')} kN) de força de fechamento** e **${shot} kg de alumínio por injeção**, une robustez e repetibilidade de ciclo.\n\n` +
      `O acionamento por **servomotor de ${model.servoKw} kW** reduz o consumo de energia${saving ? ' em **até 65%**' : ''} e o aquecimento do óleo. A máquina atende à **norma de segurança NR-12** e sai de fábrica com **12 meses de garantia**.`,
    features: [
      `Força de fechamento de ${formatNumber(model.tons, 'pt')} t (${formatNumber(model.kiloNewtons, 'pt')} kN)`,
      `Capacidade de injeção de ${shot} kg de alumínio`,
      `Curso de abertura de ${formatNumber(model.openingStrokeMm, 'pt')} mm`,
      saving
        ? `Servomotor de ${model.servoKw} kW com até 65% de economia de energia`
        : `Acionamento por servomotor de ${model.servoKw} kW`,
      'Segurança conforme a norma NR-12',
      'Comando com ajuste das fases de injeção',
    ],
    applications: APPLICATIONS[tier],
    badges: ['NR-12', 'Servomotor', 'Garantia de 12 meses', 'Fabricado no Brasil'],
    // The die-casting machine's standard accessories (spec §2).
    standardItems: [
      'Pés niveladores',
      'Porta frontal automática',
      'Bucha e pistão de injeção',
      'Moldes das placas móvel e fixa',
    ],
  };
}
