export { I18n, type Bundle, type I18nOptions, type TFunction, type TOptions } from './texts';
export { i18n } from './browser';
export { I18nProvider, useTranslation } from './react';
