import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);
const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8081';
const proxied = ['/byairport-cms', '/byairport-flight', '/media', '/healthz', '/readyz'];
const proxy = Object.fromEntries(proxied.map((path) => [path, { target: apiTarget }]));

/** QWeather's SVG icons, wherever npm placed the package (import.meta.glob needs a path). */
const qweatherIcons = join(dirname(require.resolve('qweather-icons/package.json')), 'icons');

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/;

export default defineConfig({
  plugins: [react()],
  base: '/',
  resolve: {
    alias: { '@qweather-icons': qweatherIcons },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs on, in one chunk. Left to automatic splitting they
          // scatter over several chunks as lazy views start sharing them, and each split costs
          // compression: `/` grew by 8 KB gzip for 4 KB of new code (bench bundle-size).
          groups: [{ name: 'framework', test: FRAMEWORK_MODULES }],
        },
      },
    },
    // Weather icons (CSS mask) and translations (fetched JSON) are referenced by URL: inlined as
    // data URIs they would all land in the JavaScript of `/`.
    assetsInlineLimit: (file) => (/\.(svg|json)$/.test(file) ? false : undefined),
  },
  server: { proxy },
  preview: { proxy },
});
