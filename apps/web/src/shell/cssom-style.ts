/** CSS declarations by property name as CSS writes it (`min-height`, `--seat-zoom`). */
export type CssDeclarations = Record<string, string | number | undefined>;

/**
 * A ref that gives an element inline styles through the CSSOM. A `style` attribute in the HTML
 * the server sends is refused by the strict CSP (style-src 'self'); styles set from script are
 * not. The server's HTML goes without them; they apply as the page is taken over.
 */
export function cssomStyle<T extends HTMLElement | SVGElement>(declarations: CssDeclarations) {
  return (element: T | null): void => {
    if (!element) return;
    for (const [name, value] of Object.entries(declarations)) {
      if (value === undefined || value === '') element.style.removeProperty(name);
      else element.style.setProperty(name, String(value));
    }
  };
}
