import { sessionKey } from '../shared/session-key';
import type { SessionRecord, SessionStore } from '../types';
import { delSynced, putSynced, writeSynced, type Level, type WriteOperation } from './level';
import type { WriteQueue } from './write-queue';

function isExpired(record: SessionRecord, now: number): boolean {
  return record.expiresAt <= now;
}

/**
 * Sessions under the SHA-256 of their id (`sessionKey`): the id itself is never written. An
 * expired one reads as missing and is deleted on that read.
 */
export function createSessionStore(level: Level, queue: WriteQueue): SessionStore {
  const read = async (key: string): Promise<SessionRecord | undefined> => {
    const text = await level.sessions.get(key);
    return text === undefined ? undefined : (JSON.parse(text) as SessionRecord);
  };

  return {
    async get(id) {
      const key = sessionKey(id);
      const record = await read(key);
      if (record === undefined) return undefined;
      if (!isExpired(record, Date.now())) return record;
      // Re-checked inside the queue: a `set` that refreshed the session meanwhile must win.
      await queue.run(async () => {
        const again = await read(key);
        if (again !== undefined && isExpired(again, Date.now()))
          await delSynced(level, level.sessions, key);
      });
      return undefined;
    },
    set(id, record) {
      const value = JSON.stringify({ data: record.data, expiresAt: record.expiresAt });
      return queue.run(() => putSynced(level, level.sessions, sessionKey(id), value));
    },
    destroy(id) {
      return queue.run(() => delSynced(level, level.sessions, sessionKey(id)));
    },
    destroyAllOf(user, except) {
      const kept = except === undefined ? undefined : sessionKey(except);
      return queue.run(async () => {
        const doomed: WriteOperation[] = [];
        for await (const [key, text] of level.sessions.iterator()) {
          const { data } = JSON.parse(text) as SessionRecord;
          if (data.user === user && key !== kept) {
            doomed.push({ type: 'del', sublevel: level.sessions, key });
          }
        }
        if (doomed.length > 0) await writeSynced(level, doomed);
      });
    },
  };
}
