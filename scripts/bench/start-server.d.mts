/** Types for start-server.mjs, which the TypeScript benchmarks import. */
export function startServer(
  port?: number,
  env?: Record<string, string>,
): Promise<{ url: string; stop: () => void }>;
