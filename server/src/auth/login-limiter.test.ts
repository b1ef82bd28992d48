import { describe, expect, it } from 'vitest';
import { createMemoryLoginFailures } from '../store/shared/memory-login-failures';
import { LoginLimiter, type LoginRefusal } from './login-limiter';

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

/** One attempt that fails: the refusal it met or earned, if any. */
async function recordFailure(limiter: LoginLimiter, username: string, address: string) {
  const turn = await limiter.begin(username, address);
  return 'refusal' in turn ? turn.refusal : await turn.attempt.failed();
}

/** Whether an attempt would be refused now, without counting one. */
async function check(limiter: LoginLimiter, username: string, address: string) {
  const turn = await limiter.begin(username, address);
  if ('refusal' in turn) return turn.refusal;
  await turn.attempt.abandoned();
  return undefined;
}

async function recordSuccess(limiter: LoginLimiter, username: string, address = 'a') {
  const turn = await limiter.begin(username, address);
  return 'refusal' in turn ? turn.refusal : await turn.attempt.succeeded();
}

describe('LoginLimiter', () => {
  it('locks a username (any case) for 15 minutes on the third failure', async () => {
    const { now, advance } = clock();
    const limiter = new LoginLimiter({ now });
    expect(await recordFailure(limiter, 'admin', '10.0.0.1')).toBeUndefined();
    expect(await recordFailure(limiter, 'ADMIN', '10.0.0.2')).toBeUndefined();
    expect(await recordFailure(limiter, 'Admin', '10.0.0.3')).toEqual({
      scope: 'username',
      retryAfterMs: 15 * MINUTE,
    });
    advance(10 * MINUTE);
    expect(await check(limiter, 'aDmIn', '10.0.0.9')).toEqual({
      scope: 'username',
      retryAfterMs: 5 * MINUTE,
    });
    expect(await check(limiter, 'other', '10.0.0.9')).toBeUndefined();
    advance(5 * MINUTE);
    expect(await check(limiter, 'admin', '10.0.0.9')).toBeUndefined();
    // The lock paid for those failures: the count starts again.
    expect(await recordFailure(limiter, 'admin', '10.0.0.9')).toBeUndefined();
  });

  it('forgets failures older than the 15-minute window', async () => {
    const { now, advance } = clock();
    const limiter = new LoginLimiter({ now });
    await recordFailure(limiter, 'admin', 'a');
    advance(10 * MINUTE);
    await recordFailure(limiter, 'admin', 'a');
    advance(6 * MINUTE);
    expect(await recordFailure(limiter, 'admin', 'a')).toBeUndefined();
    expect((await recordFailure(limiter, 'admin', 'a'))?.scope).toBe('username');
  });

  it('clears the username on success', async () => {
    const { now } = clock();
    const limiter = new LoginLimiter({ now });
    await recordFailure(limiter, 'admin', 'a');
    await recordFailure(limiter, 'admin', 'a');
    await recordSuccess(limiter, 'Admin');
    expect(await recordFailure(limiter, 'admin', 'a')).toBeUndefined();
    expect(await recordFailure(limiter, 'admin', 'a')).toBeUndefined();
  });

  it('locks an address after 20 failures over any usernames', async () => {
    const { now, advance } = clock();
    const limiter = new LoginLimiter({ now });
    for (let i = 1; i < 20; i += 1) {
      expect(await recordFailure(limiter, `user${i}`, 'a')).toBeUndefined();
    }
    expect(await recordFailure(limiter, 'user20', 'a')).toEqual({
      scope: 'address',
      retryAfterMs: 15 * MINUTE,
    });
    expect((await check(limiter, 'someone-else', 'a'))?.scope).toBe('address');
    expect(await check(limiter, 'someone-else', 'b')).toBeUndefined();
    advance(15 * MINUTE);
    expect(await check(limiter, 'someone-else', 'a')).toBeUndefined();
  });

  it('keeps memory bounded, dropping unlocked keys before locked ones', async () => {
    const { now, advance } = clock();
    const failures = createMemoryLoginFailures(50);
    const limiter = new LoginLimiter({ now, failures });
    const size = () => ({
      usernames: failures.size('username'),
      addresses: failures.size('address'),
    });
    for (let i = 0; i < 3; i += 1) await recordFailure(limiter, 'admin', `addr${i}`);
    for (let i = 0; i < 500; i += 1) await recordFailure(limiter, `spray${i}`, `addr${i % 40}`);
    expect(size().usernames).toBeLessThanOrEqual(50);
    expect(size().addresses).toBeLessThanOrEqual(50);
    expect((await check(limiter, 'admin', 'elsewhere'))?.scope).toBe('username');

    advance(16 * MINUTE);
    // Everything expired is swept; only the attempt just made is remembered.
    await check(limiter, 'anyone', 'anywhere');
    expect(size()).toEqual({ usernames: 1, addresses: 1 });
  });
});

describe('LoginLimiter under concurrent attempts', () => {
  it('lets one attempt per username through at a time, the next in arrival order', async () => {
    const limiter = new LoginLimiter({ now: clock().now });
    const first = await limiter.begin('admin', 'a');
    let secondBegan = false;
    const second = limiter.begin('ADMIN', 'b').then((turn) => {
      secondBegan = true;
      return turn;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(secondBegan).toBe(false);
    if ('refusal' in first) throw new Error('the first attempt was refused');
    await first.attempt.failed();
    expect('attempt' in (await second)).toBe(true);
  });

  it('refuses the right password once the failures queued before it reached the limit', async () => {
    const limiter = new LoginLimiter({ now: clock().now });
    const turns = Array.from({ length: 4 }, () => limiter.begin('admin', 'a'));
    const outcomes: (LoginRefusal | undefined)[] = [];
    for (const [i, pending] of turns.entries()) {
      const turn = await pending;
      if ('refusal' in turn) outcomes.push(turn.refusal);
      else outcomes.push(await (i < 3 ? turn.attempt.failed() : turn.attempt.succeeded()));
    }
    expect(outcomes.map((outcome) => outcome?.scope)).toEqual([
      undefined,
      undefined,
      'username',
      'username',
    ]);
    expect(await check(limiter, 'admin', 'b')).toEqual({
      scope: 'username',
      retryAfterMs: 15 * MINUTE,
    });
  });

  it('counts an address attempt before its outcome: 20 in flight hold off the 21st', async () => {
    const limiter = new LoginLimiter({ now: clock().now });
    const turns = await Promise.all(
      Array.from({ length: 20 }, (_, i) => limiter.begin(`user${i}`, 'a')),
    );
    expect(turns.every((turn) => 'attempt' in turn)).toBe(true);
    expect(await check(limiter, 'late', 'a')).toEqual({ scope: 'address', retryAfterMs: 1000 });
    const results = await Promise.all(
      turns.map((turn) => ('attempt' in turn ? turn.attempt.failed() : undefined)),
    );
    expect(results.filter((result) => result !== undefined)).toEqual([
      { scope: 'address', retryAfterMs: 15 * MINUTE },
    ]);
  });

  it('a success while failures from its address reach the limit does not log in', async () => {
    const limiter = new LoginLimiter({ now: clock().now });
    for (let i = 0; i < 18; i += 1) await recordFailure(limiter, `user${i}`, 'a');
    const right = await limiter.begin('admin', 'a');
    // The 19th failure and the success are in flight together: the limit is not reached yet.
    expect(await recordFailure(limiter, 'user18', 'a')).toBeUndefined();
    if ('refusal' in right) throw new Error('refused too early');
    expect(await right.attempt.succeeded()).toBeUndefined();
    // The success forgave none of the address's failures: the next one locks it.
    expect((await recordFailure(limiter, 'user19', 'a'))?.scope).toBe('address');
  });

  it('refuses as busy beyond 50 attempts waiting on one username', async () => {
    const limiter = new LoginLimiter({ now: clock().now });
    const first = await limiter.begin('admin', 'a');
    const waiting = Array.from({ length: 49 }, () => limiter.begin('admin', 'a'));
    expect(await limiter.begin('admin', 'a')).toEqual({
      refusal: { scope: 'busy', retryAfterMs: 1000 },
    });
    if ('attempt' in first) await first.attempt.abandoned();
    for (const pending of waiting) {
      const turn = await pending;
      if ('attempt' in turn) await turn.attempt.abandoned();
    }
    expect('attempt' in (await limiter.begin('admin', 'a'))).toBe(true);
  });
});
