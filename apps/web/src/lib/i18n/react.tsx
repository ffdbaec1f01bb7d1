import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { i18n as browserI18n } from './browser';
import type { I18n, TFunction } from './texts';

const I18nContext = createContext<I18n | undefined>(undefined);

/** The texts for the tree below: the page's own when rendered on the server. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` for keys of `ns` (default `common`) and the page's I18n; renders again when the language changes. */
export function useTranslation(ns?: string): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext) ?? browserI18n;
  const version = useSyncExternalStore(i18n.subscribe, i18n.version, i18n.version);
  return useMemo(
    () => ({ t: i18n.getFixedT(ns), i18n }),
    // `version` is what changes when `t` would answer differently.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, ns, version],
  );
}
