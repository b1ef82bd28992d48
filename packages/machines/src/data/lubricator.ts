import type { Lang } from '@castall/contracts';
import { formatNumber, formatRange } from '../format';
import type { ProductSource, SpecRow } from './source';

/** Figures of spec §3: three models, 16 to 28 nozzles, 0.8 / 1.0 m/s, 375 to 395 kg. */
function specifications(lang: Lang): readonly SpecRow[] {
  const n = (value: number, decimals = 0) => formatNumber(value, lang, decimals);
  return [
    ['Modelos', 'V900xH600, V1200xH700, V1400xH900'],
    ['Número de bicos', formatRange(n(16), n(28), lang)],
    ['Velocidade horizontal', `${n(0.8, 1)} m/s`],
    ['Velocidade vertical', `${n(1, 1)} m/s`],
    ['Peso da máquina', formatRange(n(375), `${n(395)} kg`, lang)],
  ];
}

export const lubricator: ProductSource = {
  id: 'lubrificador-lla',
  category: 'peripheral',
  specifications,
};
