import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter';

// An attempt is settled once, and usernames are keyed by their first 128 characters
// (issue 11, case 1; found by mutation testing).

async function attempt(limiter: LoginLimiter, username: string) {
  const turn = await limiter.begin(username, 'address');
  if ('refusal' in turn) throw new Error(`refused: ${turn.refusal.scope}`);
  return turn.attempt;
}

describe('LoginLimiter attempts', () => {
  it('counts an attempt settled twice as one failure', async () => {
    const limiter = new LoginLimiter({ now: () => 1_000_000 });
    const first = await attempt(limiter, 'admin');
    expect(await first.failed()).toBeUndefined();
    expect(await first.failed()).toBeUndefined();
    expect(await (await attempt(limiter, 'admin')).failed()).toBeUndefined();
    expect(await (await attempt(limiter, 'admin')).failed()).toMatchObject({ scope: 'username' });
  });

  it('locks usernames that share their first 128 characters together', async () => {
    const limiter = new LoginLimiter({ now: () => 1_000_000 });
    const prefix = 'a'.repeat(128);
    for (const suffix of ['x', 'y']) await (await attempt(limiter, prefix + suffix)).failed();
    expect(await (await attempt(limiter, `${prefix}z`)).failed()).toMatchObject({
      scope: 'username',
    });
  });
});
