/**
 * Resolves in a new task of the event loop, after the work queued now (a message, as React's
 * own scheduler uses): the browser may paint and handle input in between, and unlike a timer a
 * paused clock (a test's) does not hold it back.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
