import { relative } from 'node:path';
import type { Plugin } from 'vite';

const CSS_MODULE = /\.module\.css(?:\?|$)/;
const DEFAULT_EXPORT = /export default\s*/;

/**
 * The server renderer's CSS Modules, each wrapped in `usedStyles` (src/ssr/used-styles.ts) so a
 * render knows which stylesheets its page needs. `root` is the web app's directory; the id is
 * the path from there, as Vite's SSR manifest names modules. Throws on a module it cannot wrap,
 * so a change in Vite's output fails the build instead of dropping stylesheets silently.
 */
export function recordStyles(code: string, file: string, root: string, helper: string): string {
  if (!DEFAULT_EXPORT.test(code)) throw new Error(`record-styles: no default export in ${file}`);
  const id = relative(root, file.split('?', 1)[0]!).split('\\').join('/');
  return (
    `import { usedStyles as __usedStyles } from ${JSON.stringify(helper)};\n` +
    code.replace(DEFAULT_EXPORT, 'const __classes = ') +
    `\nexport default __usedStyles(__classes, ${JSON.stringify(id)});\n`
  );
}

/** The Vite plugin, for the server build only (`vite build --ssr`). */
export function recordStylesPlugin(root: string, helper: string): Plugin {
  return {
    name: 'record-styles',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    enforce: 'post',
    transform(code, file) {
      if (!CSS_MODULE.test(file)) return undefined;
      return { code: recordStyles(code, file, root, helper), map: null };
    },
  };
}
