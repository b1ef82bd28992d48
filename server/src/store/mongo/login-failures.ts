import { randomUUID } from 'node:crypto';
import type { FailureLedger, FailureRule, LoginFailureStore } from '../types';
import type { Collections } from './collections';
import { isDuplicateKeyError } from './duplicate-key';

/**
 * An attempt begun this long ago and never settled belongs to a server that died mid-check:
 * it stops counting (a password check takes well under a second).
 */
export const STALE_PENDING_MS = 60_000;

/**
 * Login failures in MongoDB (issue 14): one document per limit and key, changed by single
 * atomic updates, so every server sees the same counts and locks and attempts through several
 * servers at once cannot add up past a limit. A TTL index drops a key once its window is over.
 */
export function createLoginFailures({ loginFailures }: Collections): LoginFailureStore {
  return {
    ledger(scope, rule) {
      const idOf = (key: string) => `${scope}:${key}`;
      const keepFor = (now: number) => ({ expiresAt: new Date(now + 2 * rule.windowMs) });
      async function tryBegin(key: string, token: string, now: number): Promise<boolean> {
        const failures = liveFailures(rule, now);
        const pending = livePending(now);
        try {
          // The filter admits the attempt; when a document exists and refuses it, the upsert
          // tries to insert the same `_id` and the unique `_id` index says no.
          await loginFailures.updateOne(
            {
              _id: { $eq: idOf(key) },
              $expr: {
                $and: [
                  { $lte: [{ $ifNull: ['$lockedUntil', 0] }, now] },
                  { $lt: [{ $add: [{ $size: failures }, { $size: pending }] }, rule.maxFailures] },
                ],
              },
            },
            [
              {
                $set: {
                  failures,
                  pending: { $concatArrays: [pending, [{ token, at: now }]] },
                  lockedUntil: { $ifNull: ['$lockedUntil', 0] },
                  ...keepFor(now),
                },
              },
            ],
            { upsert: true },
          );
          return true;
        } catch (err) {
          if (isDuplicateKeyError(err)) return false;
          throw err;
        }
      }
      return {
        async lockedFor(key, now) {
          const document = await loginFailures.findOne({ _id: { $eq: idOf(key) } });
          return Math.max(0, (document?.lockedUntil ?? 0) - now);
        },
        async begin(key, now) {
          const token = randomUUID();
          // Attempts racing on a new key all try to insert it and all but one are refused by
          // the `_id` index; by the second try the key exists and only its counts decide.
          if (await tryBegin(key, token, now)) return token;
          return (await tryBegin(key, token, now)) ? token : undefined;
        },
        async fail(key, token, now) {
          const document = await loginFailures.findOneAndUpdate(
            { _id: { $eq: idOf(key) } },
            [
              {
                $set: {
                  pending: withoutToken(token),
                  failures: { $concatArrays: [liveFailures(rule, now), [now]] },
                },
              },
              {
                $set: {
                  lockedUntil: {
                    $cond: [
                      { $gte: [{ $size: '$failures' }, rule.maxFailures] },
                      now + rule.windowMs,
                      { $ifNull: ['$lockedUntil', 0] },
                    ],
                  },
                  ...keepFor(now),
                },
              },
            ],
            { upsert: true, returnDocument: 'after' },
          );
          return (document?.failures.length ?? 0) >= rule.maxFailures ? rule.windowMs : 0;
        },
        async succeed(key, token, now) {
          await loginFailures.updateOne({ _id: { $eq: idOf(key) } }, [
            {
              $set: {
                pending: withoutToken(token),
                failures: {
                  $cond: [{ $gt: [{ $ifNull: ['$lockedUntil', 0] }, now] }, '$failures', []],
                },
              },
            },
          ]);
        },
        async release(key, token) {
          await loginFailures.updateOne({ _id: { $eq: idOf(key) } }, [
            { $set: { pending: withoutToken(token) } },
          ]);
        },
      } satisfies FailureLedger;
    },
  };
}

function liveFailures(rule: FailureRule, now: number) {
  return {
    $filter: {
      input: { $ifNull: ['$failures', []] },
      cond: { $gt: ['$$this', now - rule.windowMs] },
    },
  };
}

function livePending(now: number) {
  return {
    $filter: {
      input: { $ifNull: ['$pending', []] },
      cond: { $gt: ['$$this.at', now - STALE_PENDING_MS] },
    },
  };
}

function withoutToken(token: string) {
  return {
    $filter: { input: { $ifNull: ['$pending', []] }, cond: { $ne: ['$$this.token', token] } },
  };
}
