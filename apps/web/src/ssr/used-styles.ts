import { serverContext } from '../lib/server-context';

/**
 * A CSS Module's class names as the server renderer sees them (issue 18): reading a name marks
 * the module as used by the page being rendered, so the page links that module's stylesheet in
 * its `<head>` instead of waiting for the browser to load it with the view's code after the
 * first paint, which moved the page under the reader (layout shift). The build wraps every
 * CSS Module of the server renderer in this (src/build/record-styles.ts); `id` is the module's
 * path from the web app's root, as Vite's SSR manifest names it.
 */
export function usedStyles<T extends Record<string, string>>(classes: T, id: string): T {
  return new Proxy(classes, {
    get(target, name, receiver) {
      serverContext()?.styles.add(id);
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
}
