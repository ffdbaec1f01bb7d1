import { describe, expect, it } from 'vitest';
import { deferAppStart } from './defer-app-start';

const BUILT = `<head>
    <script src="/page-start.js"></script>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>`;

describe('deferAppStart', () => {
  it('names the entry and its preloads in a meta for page-start.js, and drops the tags', () => {
    const html = deferAppStart(BUILT);
    expect(html).toContain(
      '<meta name="app-entry" content="/assets/index-A1.js" data-preload="/assets/rolldown-runtime-B2.js /assets/framework-C3.js">',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // The stylesheet and the first script stay, in order.
    expect(html.indexOf('page-start.js')).toBeLessThan(html.indexOf('app-entry'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
  });

  it('fails the build when the page has no entry', () => {
    expect(() => deferAppStart('<head></head>')).toThrow(/no module entry/);
  });
});
