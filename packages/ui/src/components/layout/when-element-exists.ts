/**
 * Calls `found` with the element of that id now, or as soon as it is added to
 * the document, giving up after `timeoutMs`. Returns a cancel function.
 */
export function whenElementExists(
  id: string,
  found: (element: HTMLElement) => void,
  timeoutMs: number,
): () => void {
  const existing = document.getElementById(id);
  if (existing) {
    found(existing);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    stop();
    found(element);
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
