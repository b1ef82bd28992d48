/**
 * Child process of the import crash test: `node --import tsx apply-import-child.ts <dir>
 * <rows>` opens the embedded store in <dir>, plans an import of <rows> new parts the way the
 * import endpoint does, prints `applying`, applies it, prints `applied`, and then waits to be
 * killed without ever closing the store.
 */
import { openEmbeddedStore } from '../../../store/embedded';
import { applyImportPlan } from '../apply-plan';
import { parseCsv } from '../csv-format';
import { planImport } from '../import-plan';
import { importCsvText } from './import-rows';

const [dir, rowsText] = process.argv.slice(2);
if (dir === undefined || rowsText === undefined) {
  throw new Error('usage: apply-import-child.ts <dir> <rows>');
}

const store = await openEmbeddedStore({ dir });
const parsed = parseCsv(importCsvText(Number(rowsText)));
if (!parsed.ok) throw new Error(parsed.error);
const plan = planImport(parsed.rows, await store.parts.list());
process.stdout.write('applying\n');
await applyImportPlan(store.parts, plan);
process.stdout.write('applied\n');
setInterval(() => undefined, 60_000);
