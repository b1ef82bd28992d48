import { describe, expect, it, vi } from 'vitest';
import { HydrationTurns } from './hydration-turns';

/** Each `nextTask()` waits until the test lets one task go, so "one per task" is exact. */
const tasks = vi.hoisted(() => ({ waiting: [] as Array<() => void> }));
vi.mock('../lib/next-task', () => ({
  nextTask: () => new Promise<void>((resolve) => tasks.waiting.push(resolve)),
}));

/** Lets the promise callbacks queued now (and those they queue) run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

async function nextTaskRuns(): Promise<void> {
  await settle();
  tasks.waiting.shift()?.();
  await settle();
}

describe('hydration turns', () => {
  it('opens the gates one per task, in the order they were taken, none in the first pass', async () => {
    const turns = new HydrationTurns();
    const gates = [turns.take(), turns.take(), turns.take()];
    await settle();
    expect(gates.map((gate) => gate?.open)).toEqual([false, false, false]);
    await nextTaskRuns();
    expect(gates.map((gate) => gate?.open)).toEqual([true, false, false]);
    await nextTaskRuns();
    expect(gates.map((gate) => gate?.open)).toEqual([true, true, false]);
    await nextTaskRuns();
    expect(gates.map((gate) => gate?.open)).toEqual([true, true, true]);
  });

  it('settles `opened` when the gate opens', async () => {
    const turns = new HydrationTurns();
    const gate = turns.take();
    let settled = false;
    void gate?.opened.then(() => (settled = gate.open));
    await settle();
    expect(settled).toBe(false);
    await nextTaskRuns();
    expect(settled).toBe(true);
  });

  it('gives no gate once the first pass is closed, and settles the close with the last gate', async () => {
    const turns = new HydrationTurns();
    const gates = [turns.take(), turns.take()];
    let allOpen = false;
    void turns.close()?.then(() => (allOpen = true));
    expect(turns.take()).toBeUndefined();
    await nextTaskRuns();
    expect(allOpen).toBe(false);
    await nextTaskRuns();
    expect(gates.every((gate) => gate?.open)).toBe(true);
    expect(allOpen).toBe(true);
  });

  it('has nothing to wait for when no part took a turn', () => {
    expect(new HydrationTurns().close()).toBeUndefined();
    expect(tasks.waiting).toHaveLength(0);
  });
});
