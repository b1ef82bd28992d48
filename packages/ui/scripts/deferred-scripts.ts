/**
 * A public page starts its scripts after it has loaded or at the visitor's first move
 * (src/boot/deferred-start.ts, issue 12): the prerender takes the entry's `<script
 * type="module">` and the `<link rel="modulepreload">`s out of the shell Vite built and writes
 * them as a JSON list the boot script reads. The admin's pages keep the shell as it is.
 */
import { scriptSafeJson } from '@castall/contracts';
import { PAGE_SCRIPTS_ID, type PageScriptList } from '../src/boot/deferred-start';

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export interface DeferredShell {
  /** The shell without its module script and preloads. */
  template: string;
  /** Its entry and the entry's static imports. */
  scripts: PageScriptList;
}

export function deferModuleScripts(template: string): DeferredShell {
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string);
  if (entries.length !== 1) throw new Error(`Expected one module script in the shell: ${entries}`);
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  return {
    template: template.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    scripts: { entry: entries[0] as string, preload },
  };
}

/** The list as the element the boot script reads. */
export function pageScriptsElement(scripts: PageScriptList): string {
  const json = scriptSafeJson(JSON.stringify(scripts));
  return `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${json}</script>`;
}
