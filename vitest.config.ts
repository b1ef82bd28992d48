import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/**/src/**/*.test.{ts,tsx}',
      'packages/ui/scripts/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/src/**/*.test.ts',
      'electron/src/**/*.test.ts',
    ],
    environment: 'node',
    restoreMocks: true,
  },
});
