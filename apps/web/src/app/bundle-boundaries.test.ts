import { describe, expect, it } from 'vitest';

/*
 * Keeps zod (about 24 KB gzip) out of the JS that renders `/`: it loads beside the first API
 * call instead. Contract modules that build zod schemas may be imported for types, or with
 * import(); only the zod-free ones may be imported as values.
 */
const ZOD_FREE_CONTRACTS = [
  '@can/contracts/signing',
  '@can/contracts/locale',
  '@can/contracts/envelope',
  '@can/contracts/paths',
  '@can/contracts/transport-paths',
  '@can/contracts/shop-paths',
  '@can/contracts/map-paths',
  '@can/contracts/checkin-paths',
  '@can/contracts/admin-service-paths',
  '@can/contracts/admin-content-paths',
  '@can/contracts/disruption-notice',
  '@can/contracts/airport-time',
];
const LAZY_ONLY_MODULES = ['./api-envelope'];

/*
 * The back office (features/admin) loads only under /admin, never with `/`, so its pages may
 * import schemas directly; only the route tables the router imports must stay zod-free.
 */
const backOfficePage = (file: string) =>
  file.startsWith('../features/admin/') &&
  !file.endsWith('/admin-routes.tsx') &&
  !file.endsWith('/routes.tsx') &&
  !file.endsWith('/nav-item.ts');

const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const staticImports = (code: string) =>
  [...code.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)].map((m) => ({
    typeOnly: Boolean(m[1]),
    from: m[2]!,
  }));

describe('bundle boundaries', () => {
  it('finds the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it.each(Object.entries(sources))('%s imports zod and its schemas lazily', (_file, code) => {
    if (backOfficePage(_file)) return;
    for (const { typeOnly, from } of staticImports(code)) {
      if (typeOnly) continue;
      expect(['zod', 'zod/mini'], 'zod itself').not.toContain(from);
      if (from.startsWith('@can/contracts') && _file !== '../lib/api-envelope.ts') {
        expect(ZOD_FREE_CONTRACTS, `value import from ${from}`).toContain(from);
      }
      expect(LAZY_ONLY_MODULES, `static import of ${from}`).not.toContain(from);
    }
  });
});
