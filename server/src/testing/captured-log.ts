import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logger';

/** The `info`-level logger writing into memory, byte for byte what stdout would get. */
export interface CapturedLog {
  readonly logger: Logger;
  /** Everything written so far: one JSON object per line. */
  text(): string;
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
  return {
    logger: createLogger('info', sink),
    text: () => Buffer.concat(chunks).toString('utf8'),
    clear: () => {
      chunks.length = 0;
    },
  };
}
