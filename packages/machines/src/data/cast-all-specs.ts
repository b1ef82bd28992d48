import type { Lang } from '@castall/contracts';
import { formatApprox, formatNumber } from '../format';
import type { CastAllModel } from './cast-all-models';
import type { SpecRow } from './source';

/** The specification rows of one CAST ALL model, formatted for the language. */
export function castAllSpecifications(model: CastAllModel, lang: Lang): readonly SpecRow[] {
  const n = (value: number, decimals = 0) => formatNumber(value, lang, decimals);
  const weight = model.approxWeightKg;
  // Spec §3 shows platen size, tie-bar clearance and weight per model but gives no platen or
  // tie-bar figure and only the line's weight range: those rows say 'on request'.
  return [
    ['Força de fechamento', `${n(model.tons)} t / ${n(model.kiloNewtons)} kN`],
    ['Curso de abertura', `${n(model.openingStrokeMm)} mm`],
    ['Dimensão das placas', undefined],
    ['Dimensão entre colunas', undefined],
    ['Capacidade de injeção', `${n(model.injectionKg, model.injectionDecimals)} kg Al`],
    ['Servomotor', `${n(model.servoKw)} kW, ${n(model.servoRpm)} rpm`],
    ['Peso da máquina', weight === undefined ? undefined : formatApprox(`${n(weight)} kg`, lang)],
  ];
}
