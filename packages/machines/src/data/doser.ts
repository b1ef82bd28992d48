import type { Lang } from '@castall/contracts';
import { formatNumber, formatRange, formatUpTo } from '../format';
import type { ProductSource, SpecRow } from './source';

/** Figures of spec §3: three models, 0.5–1.0 / 0.13–0.25 m/s, 3.5 CV, up to 700 °C. */
function specifications(lang: Lang): readonly SpecRow[] {
  const n = (value: number, decimals = 0) => formatNumber(value, lang, decimals);
  return [
    ['Modelos', 'V900xH2000, V1300xH2000, V1300xH2600'],
    ['Velocidade horizontal', formatRange(n(0.5, 1), `${n(1, 1)} m/s`, lang)],
    ['Velocidade vertical', formatRange(n(0.13, 2), `${n(0.25, 2)} m/s`, lang)],
    ['Potência instalada', `${n(3.5, 1)} CV`],
    ['Temperatura de trabalho', formatUpTo(`${n(700)} °C`, lang)],
  ];
}

export const doser: ProductSource = {
  id: 'dosador-linear',
  category: 'peripheral',
  specifications,
};
