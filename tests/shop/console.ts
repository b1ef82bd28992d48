/**
 * Removes from the console fixture's list the errors a test provokes on purpose (Chromium
 * logs every failed resource, e.g. the 500 of an error-state test), and nothing else.
 */
export function acceptConsoleErrors(problems: string[], expected: RegExp): void {
  for (let i = problems.length - 1; i >= 0; i--) {
    if (expected.test(problems[i] ?? '')) problems.splice(i, 1);
  }
}
