import { Console } from 'node:console';
import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logger';

/** The `info`-level logger writing into memory, byte for byte what the console would get. */
export interface CapturedLog {
  readonly logger: Logger;
  /** Everything written so far, stdout and stderr interleaved. */
  text(): string;
  bytes(): number;
  clear(): void;
}

export function capturedLog(): CapturedLog {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const output = new Console({ stdout: sink, stderr: sink, colorMode: false });
  return {
    logger: createLogger('info', output),
    text: () => Buffer.concat(chunks).toString('utf8'),
    bytes: () => chunks.reduce((total, chunk) => total + chunk.length, 0),
    clear: () => {
      chunks.length = 0;
    },
  };
}
