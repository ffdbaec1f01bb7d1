import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The built page with its app started after the first paint (issue 18): Vite's module script and
 * module preloads become one `<meta name="app-entry">` naming the entry and what it preloads,
 * which `/page-start.js` loads once the server's HTML has painted. A page without Vite's entry
 * is a broken build, and says so.
 */
export function deferAppStart(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error('defer-app-start: the page has no module entry script');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const meta = `<meta name="app-entry" content="${entry[1]}" data-preload="${preloads.join(' ')}">\n    `;
  return html.replace(PRELOAD, '').replace(ENTRY, meta);
}

/** The Vite plugin: applies `deferAppStart` to the built index.html (not in the dev server). */
export function deferAppStartPlugin(): Plugin {
  return {
    name: 'defer-app-start',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferAppStart },
  };
}
