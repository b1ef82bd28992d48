import { spawn, type ChildProcessByStdio } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

// `--import tsx` resolves from the working directory: the repository root has tsx installed.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export type TsChild = ChildProcessByStdio<null, Readable, Readable>;

/**
 * Runs a TypeScript file in a child Node process (for the kill -9 tests) and settles when it
 * ends: with everything it printed when a signal ended it, as an error when it exited by
 * itself (such a child is meant to wait until it is killed).
 */
export function runTsChild(
  script: string,
  args: readonly string[],
  onOutput: (output: string, child: TsChild) => void,
): Promise<{ output: string; signal: NodeJS.Signals }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      onOutput(output, child);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal === null) reject(new Error(`child exited with ${code}: ${errors}`));
      else resolve({ output, signal });
    });
  });
}
