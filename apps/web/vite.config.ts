import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { publicPrecache } from './src/build/precache-public';
import { deferAppStartPlugin } from './src/build/defer-app-start';
import { recordStylesPlugin } from './src/build/record-styles';

const require = createRequire(import.meta.url);
const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8081';
const proxied = ['/byairport-cms', '/byairport-flight', '/media', '/healthz', '/readyz'];
const proxy = Object.fromEntries(proxied.map((path) => [path, { target: apiTarget }]));

/** QWeather's SVG icons, wherever npm placed the package (import.meta.glob needs a path). */
const qweatherIcons = join(dirname(require.resolve('qweather-icons/package.json')), 'icons');

const FRAMEWORK_MODULES =
  /node_modules[\\/](preact|react-router|@tanstack|rosetta|dlv|templite)[\\/]/;

/**
 * Preact runs the React code of both the browser and the server's renderer (decision 032):
 * `preact/compat` answers for `react` and `react-dom`, in every build and every dependency.
 */
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

/** Packages written for React: bundled into the server's renderer so that they run on Preact too. */
export const REACT_PACKAGES = [
  'react-router',
  '@tanstack/react-query',
  'lucide-react',
  'react-hook-form',
  '@hookform/resolvers',
  '@tiptap/react',
  'recharts',
];

/**
 * React Router's package exports point at its development build (dev-only warnings and checks,
 * about 4 KB gzip more); builds take the production build it ships next to it, as its own
 * framework-mode plugin does. The dev server and tests keep the development build.
 */
function reactRouterProductionBuild(): Plugin {
  const production = join(
    dirname(require.resolve('react-router/package.json')),
    'dist/production/index.mjs',
  );
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

/**
 * CSS Modules class names: a short hash of the file and the local name (`c` + 5 characters)
 * instead of `_local_hash_N`; the names come with every component in the JavaScript. A build
 * that would give two classes one name fails.
 */
function shortClassNames() {
  const owners = new Map<string, string>();
  return (local: string, file: string): string => {
    const key = `${relative(import.meta.dirname, file.split('?')[0] ?? file)}:${local}`;
    const name = `c${createHash('sha256').update(key).digest('base64url').slice(0, 5)}`;
    const owner = owners.get(name);
    if (owner !== undefined && owner !== key) {
      throw new Error(`CSS Modules: ${key} and ${owner} both hash to .${name}`);
    }
    owners.set(name, key);
    return name;
  };
}

/**
 * The offline app's service worker (issue 20, decision 026): src/sw/sw.ts built to /sw.js with
 * the public views' files to precache. The server serves the web app manifest (in the reader's
 * language) and the offline page, and the page registers the worker itself.
 */
function offlineApp(): Plugin[] {
  const precache = publicPrecache();
  return [
    precache.plugin,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: [
          'assets/**/*.{js,css,json,svg,png,webp,woff2}',
          'page-start.js',
          'favicon.svg',
          'icons/*.png',
        ],
        manifestTransforms: [precache.transform],
        // The offline page (four languages, no script) comes from the server; each build asks
        // for it again, so its texts follow a new version.
        additionalManifestEntries: [{ url: '/offline.html', revision: String(Date.now()) }],
      },
    }),
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    deferAppStartPlugin(),
    recordStylesPlugin(import.meta.dirname, join(import.meta.dirname, 'src/ssr/used-styles.ts')),
    ...(isSsrBuild ? [] : offlineApp()),
  ],
  base: '/',
  resolve: {
    alias: [...PREACT_FOR_REACT, { find: '@qweather-icons', replacement: qweatherIcons }],
  },
  css: {
    modules: { generateScopedName: shortClassNames() },
  },
  // The server's renderer (`vite build --ssr`, issue 18): the same views, for Node, beside the site.
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Which stylesheets hold each module's styles: the server links those its page used.
        ssrManifest: true,
        assetsDir: 'assets',
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The libraries every page runs on, in one chunk. Left to automatic splitting they
              // scatter over several chunks as lazy views start sharing them, and each split costs
              // compression: `/` grew by 8 KB gzip for 4 KB of new code (bench bundle-size).
              groups: [
                { name: 'framework', test: FRAMEWORK_MODULES },
                // Everything else the entry imports statically, in one chunk: rolldown otherwise splits
                // the parts that lazy views share into a dozen small chunks, all loaded by `/`.
                { name: 'app', tags: ['$initial'] },
              ],
            },
          },
        },
        // Weather icons (CSS mask) and translations (fetched JSON) are referenced by URL: inlined as
        // data URIs they would all land in the JavaScript of `/`.
        assetsInlineLimit: (file) => (/\.(svg|json)$/.test(file) ? false : undefined),
      },
  ssr: { noExternal: REACT_PACKAGES },
  server: { proxy },
  preview: { proxy },
}));
