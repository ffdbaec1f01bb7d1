import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig, { REACT_PACKAGES } from './vite.config';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false }),
  defineProject({
    resolve: {
      // Testing Library's ES module build: its CommonJS build would `require` React itself.
      alias: [
        {
          find: /^@testing-library\/react$/,
          replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
        },
      ],
    },
    // The ES module builds of the packages written for React (their `module` export or field),
    // which Vite bundles; their CommonJS builds would `require` React itself.
    environments: {
      client: {
        resolve: {
          conditions: ['module', 'browser', 'development|production'],
          mainFields: ['module', 'main'],
        },
      },
      ssr: {
        resolve: {
          conditions: ['module', 'node', 'development|production'],
          mainFields: ['module', 'main'],
        },
      },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // Whole-app tests render lazy routes in jsdom; on a busy 2-core CI machine 5 s is too tight.
      testTimeout: 30_000,
      // Tests run on Preact as the site does (decision 032): packages written for React are
      // bundled by Vite, so that their `react` is Preact's compat too.
      server: { deps: { inline: [...REACT_PACKAGES, '@testing-library/react'] } },
    },
  }),
);
