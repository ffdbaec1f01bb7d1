import { describe, expect, it } from 'vitest';
import { backOfficeOnlyFiles } from './precache-public';

const chunk = (
  fileName: string,
  facade: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  css: string[] = [],
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: fileName.startsWith('assets/index'),
  facadeModuleId: facade,
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css) },
});
const asset = (fileName: string) => ({ type: 'asset' as const, fileName });

describe('the offline app precaches the public views only', () => {
  const bundle = Object.fromEntries(
    [
      chunk(
        'assets/index-1.js',
        '/w/src/main.tsx',
        ['assets/framework-1.js'],
        ['assets/board-page-1.js', 'assets/admin-routes-1.js'],
      ),
      chunk('assets/framework-1.js', '/w/node_modules/react/index.js'),
      chunk(
        'assets/board-page-1.js',
        '/w/src/features/flights/pages/board-page.tsx',
        ['assets/shared-1.js'],
        [],
        ['assets/board-page-1.css'],
      ),
      chunk(
        'assets/admin-routes-1.js',
        '/w/src/features/admin/routes.tsx',
        ['assets/shared-1.js'],
        ['assets/editor-1.js'],
        ['assets/admin-ui-1.css'],
      ),
      chunk('assets/editor-1.js', '/w/node_modules/@tiptap/core/index.js'),
      chunk('assets/shared-1.js', '/w/src/lib/api-client.ts'),
      asset('assets/board-page-1.css'),
      asset('assets/admin-ui-1.css'),
      asset('assets/flights-1.json'),
      asset('assets/admin-ops-1.json'),
      asset('assets/100-1.svg'),
    ].map((output) => [output.fileName, output]),
  );

  it('leaves out what only the back office reaches: its views, their libraries, styles and texts', () => {
    expect([...backOfficeOnlyFiles(bundle)].sort()).toEqual([
      'assets/admin-ops-1.json',
      'assets/admin-routes-1.js',
      'assets/admin-ui-1.css',
      'assets/editor-1.js',
    ]);
  });

  it('keeps a chunk the back office shares with a public view', () => {
    expect(backOfficeOnlyFiles(bundle).has('assets/shared-1.js')).toBe(false);
  });
});
