import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter';

const MINUTE = 60 * 1000;

function clock() {
  let time = 1_000_000;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('LoginLimiter', () => {
  it('locks a username (any case) for 15 minutes on the third failure', () => {
    const { now, advance } = clock();
    const limiter = new LoginLimiter({ now });
    expect(limiter.recordFailure('admin', '10.0.0.1')).toBeUndefined();
    expect(limiter.recordFailure('ADMIN', '10.0.0.2')).toBeUndefined();
    expect(limiter.recordFailure('Admin', '10.0.0.3')).toEqual({
      scope: 'username',
      retryAfterMs: 15 * MINUTE,
    });
    advance(10 * MINUTE);
    expect(limiter.check('aDmIn', '10.0.0.9')).toEqual({
      scope: 'username',
      retryAfterMs: 5 * MINUTE,
    });
    expect(limiter.check('other', '10.0.0.9')).toBeUndefined();
    advance(5 * MINUTE);
    expect(limiter.check('admin', '10.0.0.9')).toBeUndefined();
    // The lock paid for those failures: the count starts again.
    expect(limiter.recordFailure('admin', '10.0.0.9')).toBeUndefined();
  });

  it('forgets failures older than the 15-minute window', () => {
    const { now, advance } = clock();
    const limiter = new LoginLimiter({ now });
    limiter.recordFailure('admin', 'a');
    advance(10 * MINUTE);
    limiter.recordFailure('admin', 'a');
    advance(6 * MINUTE);
    expect(limiter.recordFailure('admin', 'a')).toBeUndefined();
    expect(limiter.recordFailure('admin', 'a')?.scope).toBe('username');
  });

  it('clears the username on success', () => {
    const { now } = clock();
    const limiter = new LoginLimiter({ now });
    limiter.recordFailure('admin', 'a');
    limiter.recordFailure('admin', 'a');
    limiter.recordSuccess('Admin');
    expect(limiter.recordFailure('admin', 'a')).toBeUndefined();
    expect(limiter.recordFailure('admin', 'a')).toBeUndefined();
  });

  it('locks an address after 20 failures over any usernames', () => {
    const { now, advance } = clock();
    const limiter = new LoginLimiter({ now });
    for (let i = 1; i < 20; i += 1) expect(limiter.recordFailure(`user${i}`, 'a')).toBeUndefined();
    expect(limiter.recordFailure('user20', 'a')).toEqual({
      scope: 'address',
      retryAfterMs: 15 * MINUTE,
    });
    expect(limiter.check('someone-else', 'a')?.scope).toBe('address');
    expect(limiter.check('someone-else', 'b')).toBeUndefined();
    advance(15 * MINUTE);
    expect(limiter.check('someone-else', 'a')).toBeUndefined();
  });

  it('keeps memory bounded, dropping unlocked keys before locked ones', () => {
    const { now, advance } = clock();
    const limiter = new LoginLimiter({ now, maxKeys: 50 });
    for (let i = 0; i < 3; i += 1) limiter.recordFailure('admin', `addr${i}`);
    for (let i = 0; i < 500; i += 1) limiter.recordFailure(`spray${i}`, `addr${i % 40}`);
    expect(limiter.size.usernames).toBeLessThanOrEqual(50);
    expect(limiter.size.addresses).toBeLessThanOrEqual(50);
    expect(limiter.check('admin', 'elsewhere')?.scope).toBe('username');

    advance(16 * MINUTE);
    limiter.check('anyone', 'anywhere');
    expect(limiter.size).toEqual({ usernames: 0, addresses: 0 });
  });
});
