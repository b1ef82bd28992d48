import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_SCRIPTS_FILE } from '@castall/contracts';
import { z } from 'zod';

const CSP_HASH = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;
const inlineScripts = z.object({ scriptHashes: z.array(z.string().regex(CSP_HASH)) });

/**
 * The CSP hashes of the scripts the build inlined in the public pages (the boot script and the
 * speculation rules). None when the site is not built: the pages are then missing anyway.
 */
export function readInlineScriptHashes(siteDir: string): readonly string[] {
  let text: string;
  try {
    text = readFileSync(path.join(siteDir, INLINE_SCRIPTS_FILE), 'utf8');
  } catch {
    return [];
  }
  return inlineScripts.parse(JSON.parse(text)).scriptHashes;
}
