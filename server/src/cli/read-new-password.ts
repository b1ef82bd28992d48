import { text } from 'node:stream/consumers';
import { read } from 'read';

export class PasswordInputError extends Error {
  override readonly name = 'PasswordInputError';
}

/**
 * The new password: typed twice at a prompt that shows nothing when stdin is a terminal, or
 * the first line of stdin when it is piped (`echo … | npm run admin:password`).
 */
export async function readNewPassword(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  if (input.isTTY !== true) return (await text(input)).split(/\r?\n/)[0] ?? '';
  const ask = (prompt: string) => read({ prompt, silent: true, replace: '', input, output });
  const password = await ask('New administrator password: ');
  if ((await ask('Type it again: ')) !== password) {
    throw new PasswordInputError('The two passwords differ; nothing was changed.');
  }
  return password;
}
