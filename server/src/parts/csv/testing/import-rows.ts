import { CSV_COLUMNS } from '../csv-format';

/** The code of the i-th generated row: IMP-00000, IMP-00001, … */
export const importCode = (index: number) => `IMP-${String(index).padStart(5, '0')}`;

/** A `;` CSV file of `count` new, valid parts, as the admin screen would upload it. */
export function importCsvText(count: number): string {
  const lines = [CSV_COLUMNS.join(';')];
  for (let index = 0; index < count; index += 1) {
    const n = String(index).padStart(5, '0');
    lines.push(
      [
        importCode(index),
        `Peça importada ${n}`,
        `Imported part ${n}`,
        `Pieza importada ${n}`,
        `Descrição da peça ${n} para injetoras CAST ALL.`,
        `Description of part ${n}.`,
        `Descripción de la pieza ${n}.`,
        'Mecânica',
        `${100 + (index % 900)},50`,
        String(index % 50),
      ].join(';'),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
