import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false }),
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // Whole-app tests render lazy routes in jsdom; on a busy 2-core CI machine 5 s is too tight.
      testTimeout: 30_000,
    },
  }),
);
