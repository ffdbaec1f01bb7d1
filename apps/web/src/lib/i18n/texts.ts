import rosetta from 'rosetta';

/** One namespace's texts, as in `locales/<locale>/<ns>.json`: nested objects of strings. */
export type Bundle = Record<string, unknown>;

/** Values for `{{name}}` in a text, and optionally its namespace and a text if the key is missing. */
export type TOptions = { ns?: string; defaultValue?: string } & Record<string, unknown>;

export type TFunction = (key: string, options?: TOptions) => string;

export interface I18nOptions {
  /** The page's language. */
  lng: string;
  /** Where a key missing in `lng` is looked up next. */
  fallbackLng: string;
  /** The namespace of keys given without one. */
  defaultNS?: string;
  /** Texts at start: language → namespace → bundle. */
  resources?: Record<string, Record<string, Bundle>>;
}

type Table = Record<string, Bundle>;
type Listener = () => void;

/**
 * The interface texts of one page (decision 031): keys looked up in the page's language, then in
 * the fallback language, then the key itself; `{{name}}` filled from the options. Lookup and
 * interpolation are rosetta's; this adds namespaces (a table per language whose first level is
 * the namespace), the fallback, and a signal for React when the language changes.
 *
 * The method names are those of i18next, which this replaced, so callers read the same.
 */
export class I18n {
  language: string;
  private readonly fallbackLng: string;
  private readonly defaultNS: string;
  private readonly store: ReturnType<typeof rosetta<Table>>;
  private readonly listeners: Set<Listener>;
  private readonly languageListeners = new Set<(lng: string) => void>();
  private revision = 0;

  constructor(options: I18nOptions, shared?: { store: I18n['store']; listeners: Set<Listener> }) {
    this.language = options.lng;
    this.fallbackLng = options.fallbackLng;
    this.defaultNS = options.defaultNS ?? 'common';
    this.store = shared?.store ?? rosetta<Table>();
    this.listeners = shared?.listeners ?? new Set();
    for (const [lng, table] of Object.entries(options.resources ?? {})) this.store.set(lng, table);
  }

  /** Same as `language`: every language asked for is one this site has. */
  get resolvedLanguage(): string {
    return this.language;
  }

  t: TFunction = (key, options) => this.translate(key, options, undefined);

  /** `t` bound to a namespace (the keys of `useTranslation(ns)`). */
  getFixedT(ns?: string): TFunction {
    return (key, options) => this.translate(key, options, ns);
  }

  /** Every text of a page goes through here: no allocation beyond the key's path. */
  private translate(key: string, options: TOptions | undefined, boundNs: string | undefined) {
    const path = `${options?.ns ?? boundNs ?? this.defaultNS}.${key}`;
    return (
      this.lookup(path, options, this.language) ??
      (this.fallbackLng === this.language
        ? undefined
        : this.lookup(path, options, this.fallbackLng)) ??
      options?.defaultValue ??
      key
    );
  }

  private lookup(path: string, options: TOptions | undefined, lng: string): string | undefined {
    const text: unknown = this.store.t(path, options, lng);
    return typeof text === 'string' && text !== '' ? text : undefined;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store.table(lng)?.[ns] !== undefined;
  }

  /**
   * Adds (or replaces) the texts of one namespace in one language. Views do not render again
   * for it (as with i18next): a view waits for its texts before it renders (NamespaceTexts), and
   * texts arriving while the browser takes the server's page over must not re-render parts
   * mid-hydration (a part drawn again then reads this device's clock, not the server's).
   */
  addResourceBundle(lng: string, ns: string, bundle: Bundle): void {
    this.store.set(lng, { [ns]: bundle });
  }

  async changeLanguage(lng: string): Promise<void> {
    if (lng === this.language) return;
    this.language = lng;
    for (const listener of this.languageListeners) listener(lng);
    this.revision++;
    for (const listener of this.listeners) listener();
  }

  on(event: 'languageChanged', listener: (lng: string) => void): void {
    if (event === 'languageChanged') this.languageListeners.add(listener);
  }

  /** Another language over the same texts (the server: one page, one language). */
  cloneInstance({ lng }: { lng: string }): I18n {
    return new I18n(
      { lng, fallbackLng: this.fallbackLng, defaultNS: this.defaultNS },
      { store: this.store, listeners: this.listeners },
    );
  }

  /** For useSyncExternalStore: called when the language changes. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A number that changes with the language. */
  version = (): number => this.revision;
}
