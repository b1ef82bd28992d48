/** Types for chromium.mjs, which the TypeScript benchmarks import. */
export const chromiumPath: string | undefined;
export const chromiumFlags: string[];
