import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'dev/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    setupFiles: ['tests/unit/support/setup.ts'],
  },
});
