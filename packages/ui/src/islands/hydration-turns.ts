import { nextTask } from '../lib/next-task';

/** A part of an island's server HTML that hydrates later, once its gate is open. */
export interface HydrationGate {
  readonly open: boolean;
  /** Settles once `open` is true. */
  readonly opened: Promise<void>;
}

/**
 * The turns of one island's hydration: each part that takes a turn while the island's first
 * pass renders gets a gate, and the gates open one per task, in the order taken, from the task
 * after the first pass. So a long island (the shop) never holds a phone's main thread for the
 * whole of its hydration (TBT, issue 12), and a tap in between is handled.
 */
export class HydrationTurns {
  #last: Promise<void> | undefined;
  #closed = false;

  /** The next turn's gate; none once the first pass is over (a part mounted later renders). */
  take(): HydrationGate | undefined {
    if (this.#closed) return undefined;
    const turn = (this.#last ?? Promise.resolve()).then(nextTask);
    this.#last = turn;
    let open = false;
    const opened = turn.then(() => {
      open = true;
    });
    return {
      get open() {
        return open;
      },
      opened,
    };
  }

  /** Ends the first pass; settles once every turn taken has opened (none taken: nothing). */
  close(): Promise<void> | undefined {
    this.#closed = true;
    return this.#last;
  }
}
