import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { domWindow } from './server-context';

/**
 * A private DOMPurify set up by `configure` (its hooks stay out of other users), made once per
 * DOM: the page's in the browser, the server's shared one while it renders a page. Nothing runs
 * at import, so modules using it load on the server too.
 */
export function purifierOf(configure: (purifier: Purifier) => void): () => Purifier {
  const made = new WeakMap<object, Purifier>();
  return () => {
    const window = domWindow();
    let purifier = made.get(window);
    if (!purifier) {
      purifier = DOMPurify(window);
      configure(purifier);
      made.set(window, purifier);
    }
    return purifier;
  };
}
