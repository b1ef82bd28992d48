import type { Lang } from '../../../../i18n/languages';
import { formatApprox, formatNumber } from '../format';
import type { CastAllModel } from './cast-all-models';
import type { SpecRow } from './source';

/** The specification rows of one CAST ALL model, formatted for the language. */
export function castAllSpecifications(model: CastAllModel, lang: Lang): readonly SpecRow[] {
  const n = (value: number, decimals = 0) => formatNumber(value, lang, decimals);
  const rows: SpecRow[] = [
    ['Força de fechamento', `${n(model.tons)} t / ${n(model.kiloNewtons)} kN`],
    ['Curso de abertura', `${n(model.openingStrokeMm)} mm`],
    ['Capacidade de injeção', `${n(model.injectionKg, model.injectionDecimals)} kg Al`],
    ['Servomotor', `${n(model.servoKw)} kW, ${n(model.servoRpm)} rpm`],
  ];
  if (model.approxWeightKg !== undefined) {
    rows.push(['Peso da máquina', formatApprox(`${n(model.approxWeightKg)} kg`, lang)]);
  }
  return rows;
}
