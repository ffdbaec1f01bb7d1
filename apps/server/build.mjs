// Bundles the server into dist/main.js (workspace packages inlined, npm packages external) and
// pre-compresses the built web app so it is served as .br/.gz without work per request.
import { readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@can/'));

// A test-only variant for the benchmark, never shipped: the same server without the signature check.
const benchVariant = process.argv.includes('--bench-without-signature-check');

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL(
    benchVariant ? './dist/bench-without-signature-check.js' : './dist/main.js',
    import.meta.url,
  ).pathname,
  define: { __BENCH_WITHOUT_SIGNATURE_CHECK__: benchVariant ? 'true' : 'false' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});

const webDist = new URL('../web/dist', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest|map)$/;
let files = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name) && statSync(path).size >= 1024) {
      const bytes = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      files++;
    }
  }
}
if (benchVariant) {
  console.log(
    'bench variant bundled to dist/bench-without-signature-check.js (no signature check; never deploy it)',
  );
} else {
  if (existsSync(webDist)) walk(webDist);
  console.log(`server bundled to dist/main.js; ${files} web files pre-compressed`);
}
